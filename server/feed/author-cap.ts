/** docs/product/feed.md#for-you: at most AUTHOR_CAP of any AUTHOR_WINDOW videos in a row by one author. */
export const AUTHOR_CAP = 3;
export const AUTHOR_WINDOW = 10;

/**
 * The author cap as a list is built one video at a time: a video may come next when its author has fewer
 * than AUTHOR_CAP videos among the AUTHOR_WINDOW − 1 before it, so every window of AUTHOR_WINDOW holds at
 * most AUTHOR_CAP of theirs (not only the first ten). A video with no author is nobody's.
 */
export class AuthorCap {
  private readonly recent: (string | null)[] = [];
  private readonly counts = new Map<string, number>();

  allows(author: string | null): boolean {
    return author === null || (this.counts.get(author) ?? 0) < AUTHOR_CAP;
  }

  add(author: string | null): void {
    this.recent.push(author);
    if (author !== null) this.counts.set(author, (this.counts.get(author) ?? 0) + 1);
    if (this.recent.length < AUTHOR_WINDOW) return;
    const dropped = this.recent.shift() ?? null;
    if (dropped !== null) this.counts.set(dropped, (this.counts.get(dropped) ?? 0) - 1);
  }
}

/**
 * Up to `limit` of `videos`, in their order under the cap: a video the cap holds back waits, and takes the
 * first place the cap allows it, ahead of the videos after it.
 */
export function inOrderUnderCap<T>(
  videos: Iterable<T>,
  authorOf: (video: T) => string | null,
  cap: AuthorCap,
  limit: number,
): T[] {
  const out: T[] = [];
  const waiting: T[] = [];
  const place = (video: T) => {
    out.push(video);
    cap.add(authorOf(video));
  };
  const placeWaiting = () => {
    while (out.length < limit) {
      const i = waiting.findIndex((video) => cap.allows(authorOf(video)));
      if (i < 0) return;
      place(waiting.splice(i, 1)[0] as T);
    }
  };
  for (const video of videos) {
    placeWaiting();
    if (out.length >= limit) break;
    if (cap.allows(authorOf(video))) place(video);
    else waiting.push(video);
  }
  placeWaiting();
  return out;
}
