/** docs/product/video-data.md#thumbnails: view options cards, thumbnails, hooks. */
export const VIDEO_LIST_VIEWS = ['cards', 'thumbnails', 'hooks'] as const;
export type VideoListView = (typeof VIDEO_LIST_VIEWS)[number];

/** docs/product/video-data.md#thumbnails: the default view is thumbnails. */
export const DEFAULT_VIDEO_LIST_VIEW: VideoListView = 'thumbnails';

// Row and column gaps per view; the stack of chunks repeats the row gap so chunks read as one grid.
const GAP: Record<VideoListView, string> = {
  cards: 'gap-5',
  thumbnails: 'gap-3 sm:gap-4',
  hooks: 'gap-4',
};

/**
 * The grid each view lays its items out in, by the width the list has rather than the window's (a container
 * query on the list, `@container` in VideoList): with the 500 px chat drawer open a 1280 px window leaves the
 * list about 730 px, which must drop columns as a 730 px window would. Each step keeps a thumbnail tile at
 * 170 px or more (a 375 px phone's two columns), a card at 320 px or more and a hook row at 440 px or more,
 * so titles, handles and chips never crowd each other; from 1 column up to 6 on a 1440 px desktop.
 */
export const GRID_CLASS: Record<VideoListView, string> = {
  cards: `grid grid-cols-1 @min-[40rem]:grid-cols-2 @min-[66rem]:grid-cols-3 ${GAP.cards}`,
  thumbnails: `grid grid-cols-2 @min-[34rem]:grid-cols-3 @min-[44rem]:grid-cols-4 @min-[58rem]:grid-cols-5 @min-[70rem]:grid-cols-6 ${GAP.thumbnails}`,
  hooks: `grid grid-cols-1 @min-[56rem]:grid-cols-2 ${GAP.hooks}`,
};

/** Marks the element whose width GRID_CLASS's columns follow (the list's own box). */
export const LIST_CONTAINER_CLASS = '@container';

export const STACK_CLASS: Record<VideoListView, string> = {
  cards: `flex flex-col ${GAP.cards}`,
  thumbnails: `flex flex-col ${GAP.thumbnails}`,
  hooks: `flex flex-col ${GAP.hooks}`,
};

/**
 * Items per chunk: 60 divides by every column count the grids use (1–6), so every chunk but the last
 * ends on a full row and the chunks line up as one grid.
 */
export const CHUNK_SIZE = 60;

/*
 * Long lists stay smooth (1,000 loaded cards): the browser skips style, layout, paint, hit testing and
 * intersection work for content far off screen (content-visibility), at two levels — whole chunks of 60,
 * so per-frame work grows with the number of chunks rather than cards, and single items inside a chunk
 * on screen. `auto` makes the browser remember each box's real height once drawn, so the scrollbar stays
 * steady. Every item stays in the DOM, so `[data-video-id]` look-ups (the chat's scroll and highlight)
 * and find-in-page keep working, which a virtualised list would break. The chunk's padding and equal
 * negative margin leave room for card shadows and focus rings, which paint containment would clip.
 */
export const CHUNK_CLASS: Record<VideoListView, string> = {
  cards: '-m-2 p-2 [content-visibility:auto] [contain-intrinsic-height:auto_6900px]',
  thumbnails: '-m-2 p-2 [content-visibility:auto] [contain-intrinsic-height:auto_3400px]',
  hooks: '-m-2 p-2 [content-visibility:auto] [contain-intrinsic-height:auto_6000px]',
};

export const ITEM_CLASS: Record<VideoListView, string> = {
  cards: '[content-visibility:auto] [contain-intrinsic-height:auto_260px]',
  thumbnails: '[content-visibility:auto] [contain-intrinsic-height:auto_380px]',
  hooks: '[content-visibility:auto] [contain-intrinsic-height:auto_200px]',
};

/** Splits the list into chunks of CHUNK_SIZE. */
export function chunked<T>(items: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE)
    chunks.push(items.slice(start, start + CHUNK_SIZE));
  return chunks;
}
