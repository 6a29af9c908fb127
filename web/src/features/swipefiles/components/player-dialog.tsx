import type { PublicVideo } from '../../../../../shared/contracts/video';
import { ModalFrame } from '../../../components/modal-frame';
import { VideoPlayer } from '../../../components/video-embed/video-player';

interface PlayerDialogProps {
  /** The video to play; null when closed. */
  video: PublicVideo | null;
  title: string;
  onClose: () => void;
}

/**
 * The dense grid's player on demand (issue 31): the platform's player in a dialog, mounted only when asked
 * for, so a page of 50 saved videos loads 50 small thumbnails instead of 50 embeds.
 */
export function PlayerDialog({ video, title, onClose }: PlayerDialogProps) {
  return (
    <ModalFrame open={video !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {video && <VideoPlayer video={video} variant="modal" priority />}
    </ModalFrame>
  );
}
