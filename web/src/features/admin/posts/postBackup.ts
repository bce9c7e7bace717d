/**
 * The editor's unsaved text, kept in this browser while staff type, so a crash, a closed tab or a
 * lost connection loses nothing: the editor offers it back when the post is next opened.
 */
export interface PostBackup<Values> {
  values: Values;
  /** When it was last written (ISO). */
  keptAt: string;
}

const keyFor = (postId: string | null) => `storysong.postBackup.${postId ?? 'new'}`;

export function readBackup<Values>(postId: string | null): PostBackup<Values> | null {
  try {
    const raw = window.localStorage.getItem(keyFor(postId));
    return raw ? (JSON.parse(raw) as PostBackup<Values>) : null;
  } catch {
    // Storage blocked or the entry unreadable: there is nothing to offer.
    return null;
  }
}

export function writeBackup<Values>(postId: string | null, values: Values): void {
  try {
    window.localStorage.setItem(keyFor(postId), JSON.stringify({ values, keptAt: new Date().toISOString() }));
  } catch {
    // A full or blocked storage must not stop editing; the server copy still saves.
  }
}

export function clearBackup(postId: string | null): void {
  try {
    window.localStorage.removeItem(keyFor(postId));
  } catch {}
}
