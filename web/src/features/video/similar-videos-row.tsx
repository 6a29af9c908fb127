import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SIMILAR_VIDEOS_LIMIT } from '../../../../shared/contracts/video-search-limits';
import { paths } from '../../../../shared/domain/paths';
import { ThumbnailImage } from '../../components/thumbnail-image';
import { OpenVideoLink } from '../../components/video-list/open-video-link';
import { useSession } from '../../session/session-context';
import { Heading } from './analysis/heading-level';
import { type DetailVideo, descriptionTitle } from './analysis/video-analysis';
import { useSimilarVideos } from './api/use-similar-videos';

/** The source a 'view' event names when a video is opened from this row. */
export const SIMILAR_VIDEOS_SOURCE = 'similar_videos';

// A phone scrolls the row sideways; from 640 px six cards share the width, and from 1024 px they stay
// small (9rem) rather than growing into a wall of thumbnails.
const ROW_CLASS =
  'flex gap-3 overflow-x-auto pb-1 sm:grid sm:grid-cols-6 sm:overflow-visible sm:pb-0 lg:grid-cols-[repeat(6,9rem)] lg:gap-4';
const ITEM_CLASS = 'w-28 shrink-0 sm:w-auto';
const SIZES = '(min-width: 1024px) 144px, (min-width: 640px) 17vw, 112px';

interface SimilarVideosRowProps {
  videoId: number;
  /** Opens a similar video where the row is (the modal switches to it); without it each card links to /v/{id}. */
  onOpen?: (video: DetailVideo) => void;
  /** Where the row sits in its screen's layout (it owns its box, so an absent row leaves no gap). */
  className?: string;
}

/**
 * "Similar videos" (issue 17) under a video's detail: up to six cards, each opening that video. Secondary
 * content: while it loads a skeleton holds the row's final height, so nothing below it moves; with no
 * similar videos (embeddings not ready) or a failed request the row is simply not there.
 */
export function SimilarVideosRow({ videoId, onOpen, className = '' }: SimilarVideosRowProps) {
  const session = useSession().status;
  // The same reader the detail itself uses: visitors the public endpoint, signed-in readers theirs.
  const reader = session === 'signed-in' ? 'signed-in' : 'public';
  const query = useSimilarVideos(session === 'loading' ? null : videoId, reader);
  const videos = query.data?.filter((video) => video.id !== videoId).slice(0, SIMILAR_VIDEOS_LIMIT);
  if (query.isError || videos?.length === 0) return null;
  return (
    <section aria-labelledby="similar-videos-heading" aria-busy={!videos} className={`min-w-0 ${className}`}>
      <Heading className="text-base font-semibold text-slate-900">
        <span id="similar-videos-heading">Similar videos</span>
      </Heading>
      {videos ? (
        <ul className={`mt-3 ${ROW_CLASS}`}>
          {videos.map((video) => (
            <li key={video.id} className={ITEM_CLASS} data-video-id={video.id}>
              <SimilarVideoLink video={video} onOpen={onOpen}>
                <SimilarVideoCard video={video} />
              </SimilarVideoLink>
            </li>
          ))}
        </ul>
      ) : (
        <SimilarVideosSkeleton />
      )}
    </section>
  );
}

const LINK_CLASS =
  'group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function SimilarVideoLink({
  video,
  onOpen,
  children,
}: {
  video: DetailVideo;
  onOpen: SimilarVideosRowProps['onOpen'];
  children: ReactNode;
}) {
  // In the modal a plain click switches the modal (a new tab still gets the page); on the page it navigates.
  if (onOpen) {
    return (
      <OpenVideoLink video={video} onOpen={onOpen} className={LINK_CLASS}>
        {children}
      </OpenVideoLink>
    );
  }
  return (
    <Link to={paths.video(video.id)} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

function SimilarVideoCard({ video }: { video: DetailVideo }) {
  const hasDescription = Boolean(video.simple_description?.trim());
  return (
    <>
      <div className="relative aspect-[9/16] overflow-hidden rounded-lg bg-slate-200">
        <ThumbnailImage
          video={video}
          sizes={SIZES}
          placeholder="compact"
          alt=""
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      {/* Fixed heights (two lines, one line), which the skeleton repeats: the row never changes height. */}
      <p
        className={`mt-2 line-clamp-2 h-10 text-sm leading-5 font-medium group-hover:text-indigo-700 ${hasDescription ? 'text-slate-900' : 'text-slate-500 italic'}`}
      >
        {descriptionTitle(video)}
      </p>
      <p className="mt-0.5 h-4 truncate text-xs leading-4 text-slate-500">
        {video.author_username ? `@${video.author_username.replace(/^@/, '')}` : 'Unknown creator'}
      </p>
    </>
  );
}

function SimilarVideosSkeleton() {
  return (
    <ul className={`mt-3 animate-pulse motion-reduce:animate-none ${ROW_CLASS}`} aria-hidden>
      {Array.from({ length: SIMILAR_VIDEOS_LIMIT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={index} className={ITEM_CLASS}>
          <div className="aspect-[9/16] rounded-lg bg-slate-200/70" />
          <div className="mt-2 h-10 py-0.5">
            <div className="h-4 w-full rounded bg-slate-200/70" />
            <div className="mt-1 h-4 w-2/3 rounded bg-slate-200/70" />
          </div>
          <div className="mt-0.5 h-4 w-1/2 rounded bg-slate-200/70" />
        </li>
      ))}
    </ul>
  );
}
