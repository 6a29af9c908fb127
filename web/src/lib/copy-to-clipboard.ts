/**
 * Copies text, with the Clipboard API where it works and a hidden textarea with
 * document.execCommand('copy') where it does not (docs/product/video-detail.md#copy-link: on failure a fallback copy is tried).
 * `host` is where the textarea goes: inside an open dialog it must be in the dialog, whose focus trap
 * would otherwise pull focus back and lose the selection.
 */
export async function copyToClipboard(text: string, host: HTMLElement = document.body): Promise<boolean> {
  try {
    // Missing on plain-http origins, hence the call inside the try.
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text, host);
  }
}

function copyWithTextarea(text: string, host: HTMLElement): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.readOnly = true;
  textarea.tabIndex = -1;
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    opacity: '0',
    pointerEvents: 'none',
  });
  host.append(textarea);
  textarea.focus();
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previous?.focus();
  return copied;
}
