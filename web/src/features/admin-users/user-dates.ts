/** A timestamp as a local date ('Unknown' when missing or unreadable). */
export function localDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleDateString();
}

/** A timestamp as a local date and time, for the details dialog. */
export function localDateTime(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleString();
}

/** docs/product/routes.md: the shortened user id shows the first 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);
