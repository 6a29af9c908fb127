/** localStorage key of the anonymous visitor id, written only once the visitor accepted cookies. */
export const VISITOR_ID_KEY = 'hookshelf.visitorId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let current: string | null = null;

/**
 * The anonymous id sent with analytics batches (issue 16): it only counts daily active visitors. It is a
 * random UUID kept in localStorage once the visitor accepted cookies; before that, or after declining, it
 * lives in memory for this page load only — nothing is stored on the device without consent, at the cost of
 * counting such a visitor once per page load.
 */
export function visitorId(): string {
  if (current) return current;
  const stored = read();
  current = stored && UUID.test(stored) ? stored : randomUuid();
  return current;
}

/** Called with the cookie choice: accepting keeps this id across visits, declining forgets a stored one. */
export function keepVisitorId(keep: boolean): void {
  try {
    if (keep) window.localStorage.setItem(VISITOR_ID_KEY, visitorId());
    else window.localStorage.removeItem(VISITOR_ID_KEY);
  } catch {
    // storage blocked: the id simply lasts this page load
  }
}

function read(): string | null {
  try {
    return window.localStorage.getItem(VISITOR_ID_KEY);
  } catch {
    return null;
  }
}

// crypto.randomUUID exists only in secure contexts; a plain-http address on a LAN still gets a v4 UUID.
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
