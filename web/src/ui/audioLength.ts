/** How long a browser may take to read a file's header before the length is given up on. */
const READ_TIMEOUT_MS = 5000;

/**
 * The length in seconds of an audio file as this browser decodes it (from a `blob:` URL of a chosen
 * file), or null when it cannot: an unsupported format, a stream with no finite length, or no answer
 * within a few seconds.
 */
export function audioLength(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      resolve(seconds);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}
