/**
 * A count with its noun, as every screen writes it: "1 video", "0 videos", "1,234 videos". The plural is
 * the singular plus "s" unless given ("1 person", "2 people").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
