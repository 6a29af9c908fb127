import * as Dialog from '@radix-ui/react-dialog';
import { paths } from '../../../../shared/domain/paths';
import { OutlierBadge } from '../../components/outlier-badge';
import { VideoPlayer } from '../../components/video-embed/video-player';
import { AnalysisPending } from './analysis/analysis-pending';
import { HookAnalysisSection } from './analysis/hook-analysis-section';
import { HookPayoffSection } from './analysis/hook-payoff-section';
import { SignInReturnsTo } from './analysis/locked-analysis';
import { NarrativeFrameworkSection } from './analysis/narrative-framework-section';
import { SimpleOutlineSection } from './analysis/simple-outline-section';
import { analysisOf, type DetailVideo, descriptionTitle } from './analysis/video-analysis';
import { SimilarVideosRow } from './similar-videos-row';
import { VideoMetrics } from './video-metrics';
import { VideoTaxonomies } from './video-taxonomies';

/** The modal's body (docs/product/video-detail.md#embedded-player): the player beside the description and analysis. */
export function ModalVideoBody({
  video,
  onOpenSimilar,
}: {
  video: DetailVideo;
  /** Opens a video of the "Similar videos" row in the modal. */
  onOpenSimilar: (video: DetailVideo) => void;
}) {
  const analysis = analysisOf(video);
  const hasDescription = Boolean(video.simple_description?.trim());
  return (
    <div className="p-4 sm:p-6">
      {/* Phones read the title before the player; wide screens keep the player in a sticky left column. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[340px_minmax(0,1fr)] lg:gap-x-8 lg:gap-y-5">
        <div className="order-2 lg:sticky lg:top-0 lg:order-none lg:row-span-2 lg:self-start">
          <VideoPlayer video={video} variant="modal" />
        </div>
        <div className="order-1 space-y-4 lg:order-none">
          <div>
            <Dialog.Title
              className={`text-xl font-bold tracking-tight text-balance sm:text-2xl ${hasDescription ? 'text-slate-900' : 'text-slate-400 italic'}`}
            >
              {descriptionTitle(video)}
            </Dialog.Title>
            {video.overview?.trim() && (
              <p className="mt-2 text-[15px] leading-7 text-slate-600">{video.overview.trim()}</p>
            )}
          </div>
          <OutlierBadge video={video} />
          <VideoMetrics video={video} variant="strip" />
        </div>
        <div className="order-3 min-w-0 space-y-5 lg:order-none lg:col-start-2">
          <SimpleOutlineSection outline={video.simple_outline} />
          <VideoTaxonomies video={video} variant="list" />
          {!analysis && !video.has_analysis ? (
            <AnalysisPending />
          ) : (
            <SignInReturnsTo path={paths.video(video.id)}>
              <HookAnalysisSection analysis={analysis} title="Hook Analysis" />
              <HookPayoffSection analysis={analysis} />
              <NarrativeFrameworkSection analysis={analysis} />
            </SignInReturnsTo>
          )}
        </div>
      </div>
      {/* Below the grid, not in it: the sticky player stays inside the grid and never slides over the row. */}
      <SimilarVideosRow
        videoId={video.id}
        onOpen={onOpenSimilar}
        className="mt-6 border-t border-slate-200 pt-5"
      />
    </div>
  );
}
