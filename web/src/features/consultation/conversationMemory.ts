/**
 * The widget's last conversation on this device: its id and private token, so the widget reopens
 * it. First-party storage, nothing else about the visitor; a visitor who clears it starts afresh.
 */
const KEY = 'storysong.conversation';

export interface RememberedConversation {
  id: string;
  token: string;
}

export function rememberConversation(conversation: RememberedConversation): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(conversation));
  } catch {
    // Storage full or switched off: the conversation still goes on in this tab, and its email has the link.
  }
}

export function rememberedConversation(): RememberedConversation | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<RememberedConversation> | null;
    return typeof stored?.id === 'string' && typeof stored.token === 'string' ? { id: stored.id, token: stored.token } : null;
  } catch {
    return null;
  }
}

export function forgetConversation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept to forget.
  }
}
