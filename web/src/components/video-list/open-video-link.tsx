import type { MouseEvent, ReactNode } from 'react';
import { paths } from '../../../../shared/domain/paths';
import type { ListVideo } from './list-video';

interface OpenVideoLinkProps {
  video: ListVideo;
  onOpen: (video: ListVideo) => void;
  className: string;
  /** The link's name when it has no text of its own (a tile's link covers the whole tile). */
  label?: string;
  children?: ReactNode;
}

/**
 * What opens a video from a list: a real link to its page (/v/{id}) that the app turns into the detail
 * modal (docs/product/video-detail.md#copy-link). A tap on a server-drawn list before the app has woken up still gets somewhere (the
 * video's page), a new tab (modifier keys, middle click) gets the page, and crawlers find every video.
 */
export function OpenVideoLink({ video, onOpen, className, label, children }: OpenVideoLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(video);
  };
  return (
    <a href={paths.video(video.id)} onClick={open} className={className} aria-label={label}>
      {children}
    </a>
  );
}
