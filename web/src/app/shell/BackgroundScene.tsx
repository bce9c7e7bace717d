import { useEffect, useRef } from 'react';
import { CAMERA, fitCanvas, POINT_COLOR, POINT_OPACITY, POINT_SIZE, particlePositions, SPIN } from './BackgroundParticles.ts';

// The scene is one draw call of square points, so it is drawn with WebGL directly: a 3D library
// and its renderer cost phones about 240 KB gzip for this.
const VERTEX_SHADER = `
attribute vec3 position;
uniform vec2 angle;
uniform float aspect;
uniform float pointScale;
const float focal = ${(1 / Math.tan((CAMERA.fovDegrees * Math.PI) / 360)).toFixed(6)};
const float near = ${CAMERA.near.toFixed(2)};
const float far = ${CAMERA.far.toFixed(2)};
void main() {
  float cx = cos(angle.x), sx = sin(angle.x), cy = cos(angle.y), sy = sin(angle.y);
  vec3 p = vec3(cy * position.x + sy * position.z, position.y, -sy * position.x + cy * position.z);
  p = vec3(p.x, cx * p.y - sx * p.z, sx * p.y + cx * p.z);
  float depth = ${CAMERA.distance.toFixed(2)} - p.z;
  gl_Position = vec4(p.x * focal / aspect, p.y * focal, (far + near) / (far - near) * depth - 2.0 * far * near / (far - near), depth);
  gl_PointSize = ${POINT_SIZE.toFixed(3)} * pointScale / depth;
}`;
const FRAGMENT_SHADER = `
precision mediump float;
void main() {
  gl_FragColor = vec4(${POINT_COLOR.map((c) => c.toFixed(4)).join(', ')}, ${POINT_OPACITY.toFixed(2)});
}`;

/** Longest step of the animation, in seconds: a tab coming back to view resumes, it does not jump. */
const MAX_STEP = 0.1;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('WebGL could not create a shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}

/** The points' shader program, in use; null when this device cannot link it. */
function linkedProgram(gl: WebGLRenderingContext): WebGLProgram | null {
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
  gl.linkProgram(program);
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
  gl.useProgram(program);
  return gl.getProgramParameter(program, gl.LINK_STATUS) ? program : null;
}

/** Draws the turning points on the canvas until the returned function is called. */
function animate(canvas: HTMLCanvasElement): () => void {
  const gl = canvas.getContext('webgl', { alpha: true, antialias: true, premultipliedAlpha: true });
  if (!gl) return () => undefined;
  const program = linkedProgram(gl);
  if (!program) return () => undefined;

  const positions = particlePositions();
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, positions, gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 3, gl.FLOAT, false, 0, 0);
  const angle = gl.getUniformLocation(program, 'angle');
  const aspect = gl.getUniformLocation(program, 'aspect');
  const pointScale = gl.getUniformLocation(program, 'pointScale');

  // As three.js draws transparent points: depth-tested, blended over a clear background.
  gl.enable(gl.DEPTH_TEST);
  gl.depthFunc(gl.LEQUAL);
  gl.enable(gl.BLEND);
  gl.blendFuncSeparate(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA, gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
  gl.clearColor(0, 0, 0, 0);

  let x = 0;
  let y = 0;
  let last = performance.now();
  let frame = 0;
  const draw = (now: number) => {
    const step = Math.min((now - last) / 1000, MAX_STEP);
    last = now;
    x += step * SPIN.x;
    y += step * SPIN.y;
    if (fitCanvas(canvas)) gl.viewport(0, 0, canvas.width, canvas.height);
    gl.uniform2f(angle, x, y);
    gl.uniform1f(aspect, canvas.width / canvas.height);
    gl.uniform1f(pointScale, canvas.height / 2);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
    gl.drawArrays(gl.POINTS, 0, positions.length / 3);
    frame = requestAnimationFrame(draw);
  };
  frame = requestAnimationFrame(draw);
  return () => cancelAnimationFrame(frame);
}

/** Loaded lazily by Background. The browser pauses it while the tab is hidden (animation frames). */
export default function BackgroundScene() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvas.current ? animate(canvas.current) : undefined), []);
  return <canvas ref={canvas} />;
}
