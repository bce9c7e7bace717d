import { useDocumentVisibility } from '@mantine/hooks';
import { Canvas, useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Points } from 'three';

const PARTICLES = 600;

/** Drifting points on a sphere shell, in the brand's purple, faint enough to keep text readable. */
function Particles() {
  const points = useRef<Points>(null);
  const positions = useMemo(() => {
    const values = new Float32Array(PARTICLES * 3);
    for (let i = 0; i < PARTICLES; i++) {
      const radius = 4 + Math.random() * 4;
      const theta = Math.random() * Math.PI * 2;
      const phi = Math.acos(2 * Math.random() - 1);
      values[i * 3] = radius * Math.sin(phi) * Math.cos(theta);
      values[i * 3 + 1] = radius * Math.sin(phi) * Math.sin(theta);
      values[i * 3 + 2] = radius * Math.cos(phi);
    }
    return values;
  }, []);
  useFrame((_, delta) => {
    if (!points.current) return;
    points.current.rotation.y += delta * 0.04;
    points.current.rotation.x += delta * 0.015;
  });
  return (
    <points ref={points}>
      <bufferGeometry>
        <bufferAttribute attach="attributes-position" args={[positions, 3]} />
      </bufferGeometry>
      <pointsMaterial color="#7c27c9" size={0.06} transparent opacity={0.45} sizeAttenuation />
    </points>
  );
}

/** Loaded lazily by Background; stops rendering while the tab is hidden. */
export default function BackgroundScene() {
  const visibility = useDocumentVisibility();
  return (
    <Canvas camera={{ position: [0, 0, 10], fov: 60 }} dpr={[1, 1.5]} frameloop={visibility === 'hidden' ? 'never' : 'always'}>
      <Particles />
    </Canvas>
  );
}
