/** docs/product/limits.md#display-rules: the owner's initials are the first letters of the name's words, at most 2; null for no name. */
export function ownerInitials(name: string | null | undefined): string | null {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** docs/product/limits.md#display-rules: a collaborator's initials are the first 2 letters of the e-mail's local part. */
export function collaboratorInitials(email: string): string {
  const local = email.split('@')[0] ?? '';
  return Array.from(local).slice(0, 2).join('').toUpperCase();
}
