import { ArrowLeft, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { videoPageDescription, videoPageTitle } from '../../../../shared/domain/video-page-meta';
import { videoTitle } from '../../../../shared/domain/video-title';
import { OutlierBadge } from '../../components/outlier-badge';
import { platformName } from '../../components/platform';
import { PlatformMark } from '../../components/platform-mark';
import { VideoPlayer } from '../../components/video-embed/video-player';
import { usePageMeta } from '../../hooks/use-page-meta';
import { track } from '../../lib/analytics';
import { AnalysisPending } from './analysis/analysis-pending';
import { DetailSection } from './analysis/detail-section';
import { SectionHeadingLevel } from './analysis/heading-level';
import { HookAnalysisSection } from './analysis/hook-analysis-section';
import { HookPayoffSection } from './analysis/hook-payoff-section';
import { NarrativeFrameworkSection } from './analysis/narrative-framework-section';
import { SimpleOutlineSection } from './analysis/simple-outline-section';
import { TagListsSection } from './analysis/tag-lists-section';
import { TextOverlaysPanel } from './analysis/text-overlays-panel';
import { TranscriptSection } from './analysis/transcript-section';
import { analysisOf, type DetailVideo } from './analysis/video-analysis';
import { SimilarVideosRow } from './similar-videos-row';
import {
  AuthorPill,
  CopyPermalinkButton,
  FollowAuthorButton,
  SaveVideoButton,
  VideoIdBadge,
  ViewOnPlatformLink,
} from './video-actions';
import { VideoMetrics } from './video-metrics';
import { VideoTaxonomies } from './video-taxonomies';

/** The source a 'view' or 'share' event names on this page. */
export const VIDEO_PAGE_SOURCE = 'video_page';

/**
 * The content of /v/{id} (docs/product/video-detail.md#page-title-rule). On wide screens the player and the
 * side panels form the left column; on phones the overview comes right after the player.
 */
export function VideoPageContent({ video }: { video: DetailVideo }) {
  const analysis = analysisOf(video);
  usePageMeta(videoPageTitle(video), videoPageDescription(video));
  useEffect(() => {
    track({ type: 'view', video_id: video.id, source: VIDEO_PAGE_SOURCE });
  }, [video.id]);

  const overview = video.overview?.trim();
  const pending = !analysis && !video.has_analysis;
  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <Link
        to={paths.publicBrowse}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Videos
      </Link>

      <header className="mt-5">
        <div className="flex flex-wrap items-center gap-2">
          <AuthorPill platform={video.platform} username={video.author_username} />
          <FollowAuthorButton username={video.author_username} />
          <span className="inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset">
            <PlatformMark platform={video.platform} className="size-3.5 text-slate-700" />
            {platformName(video.platform)}
          </span>
          <VideoIdBadge id={video.id} />
          <OutlierBadge video={video} className="py-1" />
        </div>
        <h1 className="mt-3 max-w-4xl text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {videoTitle(video)}
        </h1>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <ViewOnPlatformLink platform={video.platform} url={video.url} />
          <CopyPermalinkButton videoId={video.id} source={VIDEO_PAGE_SOURCE} />
          <SaveVideoButton videoId={video.id} />
        </div>
      </header>

      <SectionHeadingLevel level={2}>
        <div className="mt-8 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)] lg:items-start lg:gap-8">
          {/* `contents` lets the two columns interleave on phones: player, overview, side panels, analysis. */}
          <div className="contents lg:flex lg:flex-col lg:gap-6">
            <div className="order-1">
              <VideoPlayer video={video} variant="page" />
            </div>
            <aside className="order-3 flex flex-col gap-4" aria-label="Outline and classification">
              <SimpleOutlineSection outline={video.simple_outline} />
              <VideoTaxonomies video={video} variant="panels" />
            </aside>
          </div>
          <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
            <div className="order-2 flex flex-col gap-4">
              {overview && (
                <DetailSection title="Overview" icon={FileText} tone="slate">
                  <p className="text-[15px] leading-7 text-slate-700">{overview}</p>
                </DetailSection>
              )}
              <VideoMetrics video={video} variant="tiles" />
            </div>
            <div className="order-4 flex min-w-0 flex-col gap-6">
              {pending ? (
                <AnalysisPending />
              ) : (
                <HookAnalysisSection analysis={analysis} title="Hook Analysis (First 3-5 Seconds)" />
              )}
              <TextOverlaysPanel overlays={video.text_overlays} />
              {!pending && (
                <>
                  <HookPayoffSection analysis={analysis} />
                  <NarrativeFrameworkSection analysis={analysis} />
                </>
              )}
              {/* docs/product/video-detail.md#gated-fields: themes, techniques, emotions and trends are not shown to visitors at all. */}
              {analysis && <TagListsSection analysis={analysis} />}
              {!pending && <TranscriptSection analysis={analysis} />}
            </div>
          </div>
        </div>
        <SimilarVideosRow videoId={video.id} className="mt-10 border-t border-slate-200 pt-8" />
      </SectionHeadingLevel>
    </article>
  );
}
