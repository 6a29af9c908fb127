/**
 * The video open in the browse list's detail modal, which the strategy bot sends as `currentVideo`
 * (docs/product/calls.md#chat: POST /chat). The list lives on public pages and the chat in a lazy chunk,
 * so the id sits here; a plain value rather than a store to subscribe to, since the chat only reads it when
 * it sends, and every byte of this file counts against the public pages' budgets.
 */
let openVideoId: number | null = null;

/** The list's modal opened a video (null: it closed). */
export const setOpenVideo = (id: number | null): void => {
  openVideoId = id;
};

/** The id of the video open in the modal, if one is. */
export const getOpenVideo = (): number | null => openVideoId;
