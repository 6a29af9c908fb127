/**
 * The open conversation's id, kept in local storage so the chat is still there after a reload (issue 18:
 * conversations live on the server; this only remembers which one was open), one entry per user.
 */
const key = (userId: string) => `hookshelf.chat.conversation.${userId}`;

export function readOpenConversation(userId: string): string | null {
  try {
    return window.localStorage.getItem(key(userId));
  } catch {
    return null; // storage blocked: the chat still works, it only forgets on reload
  }
}

export function writeOpenConversation(userId: string, id: string | null): void {
  try {
    if (id === null) window.localStorage.removeItem(key(userId));
    else window.localStorage.setItem(key(userId), id);
  } catch {
    // storage blocked or full: see above
  }
}
