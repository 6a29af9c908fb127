import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Download, FileSpreadsheet, TriangleAlert } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_DEFAULT_DAYS } from '../../../../shared/contracts/analytics';
import { utcLongDay } from '../../../../shared/domain/dates';
import { formatNumber } from '../../../../shared/domain/number-format';
import { adminPageTitle } from '../../../../shared/domain/site';
import { callToActionClass } from '../../components/call-to-action';
import { platformName } from '../../components/platform';
import { StatePanel, TryAgainButton } from '../../components/state-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { type Analytics, type AnalyticsRange, analyticsQuery } from './api/analytics-api';
import { BarList, topEntries } from './bar-list';
import { ACTOR_SERIES, SERIES, type SeriesList } from './chart-series';
import { DailyTable } from './daily-table';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DemoDataNotice } from './demo-data-notice';
import { analyticsFileName, dailyCsv, downloadFile } from './downloads';
import { RangePicker } from './range-picker';
import { SearchList, VideoList } from './top-lists';

// recharts is large: it loads with the first chart, inside the admin chunk, never on public pages.
const DailyChart = lazy(() => import('./daily-chart'));

// docs/product/analytics.md#analytics-dashboard.
export const ANALYTICS_LOAD_FAILED = 'Failed to load analytics';
// docs/product/analytics.md#analytics-dashboard: top lists show 5.
const TOP_TAXONOMY = 5;

const TAXONOMIES = [
  ['topics', 'Topics'],
  ['formats', 'Formats'],
  ['concepts', 'Concepts'],
  ['elements', 'Elements'],
  ['accountTypes', 'Account types'],
] as const;

/** The range lives in the URL (?days=7, or ?from=&to=), so a reload or a shared link keeps it. */
function useRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const days = Number.parseInt(params.get('days') ?? '', 10);
  const range: AnalyticsRange =
    from && to ? { from, to } : { days: Number.isFinite(days) && days > 0 ? days : ANALYTICS_DEFAULT_DAYS };
  const set = (next: AnalyticsRange) =>
    setParams('days' in next ? { days: String(next.days) } : { from: next.from, to: next.to }, {
      replace: true,
    });
  return [range, set];
}

/** /admin/dashboard (docs/decisions/0013-admin-landing.md; docs/product/analytics.md#analytics-dashboard; issue 16). */
export function AdminDashboardPage() {
  usePageMeta(adminPageTitle('Analytics'), 'Library analytics for Hookshelf administrators.');
  const [range, setRange] = useRange();
  const query = useQuery(analyticsQuery(range));
  const data = query.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-indigo-700">Admin</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Analytics</h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">
            What the library holds and how people use it. Days are UTC days.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!data}
            onClick={() =>
              data &&
              downloadFile(
                analyticsFileName('json'),
                `${JSON.stringify(data, null, 2)}\n`,
                'application/json',
              )
            }
            className={callToActionClass('small', 'primary', 'disabled:opacity-60')}
          >
            <Download className="size-4" aria-hidden />
            Download JSON
          </button>
          <button
            type="button"
            disabled={!data}
            onClick={() => data && downloadFile(analyticsFileName('csv'), dailyCsv(data), 'text/csv')}
            className={callToActionClass('small', 'secondary', 'disabled:opacity-60')}
          >
            <FileSpreadsheet className="size-4" aria-hidden />
            Daily CSV
          </button>
        </div>
      </header>

      <RangePicker range={range} onChange={setRange} />

      {query.isError && !data ? (
        <StatePanel
          tone="error"
          icon={TriangleAlert}
          title={ANALYTICS_LOAD_FAILED}
          titleAs="p"
          action={<TryAgainButton onClick={() => void query.refetch()} />}
        />
      ) : !data ? (
        <DashboardSkeleton />
      ) : (
        <div
          className={`flex flex-col gap-6 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
          aria-busy={query.isFetching}
        >
          <DemoDataNotice through={data.demoDataThrough} rangeFrom={data.range.from} />
          <Summary data={data} />
          <Section
            title="Events per day"
            subtitle={`${utcLongDay(data.range.from)} – ${utcLongDay(data.range.to)}`}
          >
            <ChartWithTable caption="Events per day by type" data={data} series={SERIES} />
          </Section>
          <Section
            title="Daily active people"
            subtitle="Distinct anonymous visitors (signed out) and signed-in users per day"
          >
            <ChartWithTable caption="Daily active visitors and users" data={data} series={ACTOR_SERIES} />
          </Section>
          <div className="grid gap-6 lg:grid-cols-2">
            <Section title="Top searches" subtitle="Trimmed and lower-cased">
              <SearchList searches={data.topSearches} empty="No searches in this range." />
            </Section>
            <Section title="Searches that found nothing" subtitle="The library's gaps">
              <SearchList searches={data.zeroResultSearches} empty="Every search found something." />
            </Section>
            <Section title="Most viewed videos">
              <VideoList videos={data.mostViewed} unit="views" empty="No video was viewed in this range." />
            </Section>
            <Section title="Most saved videos">
              <VideoList videos={data.mostSaved} unit="saves" empty="No video was saved in this range." />
            </Section>
          </div>
          <Library data={data} />
        </div>
      )}
    </div>
  );
}

function Summary({ data }: { data: Analytics }) {
  const sum = (key: keyof Analytics['daily'][number]) =>
    data.daily.reduce((total, point) => total + (point[key] as number), 0);
  const events = SERIES.reduce((total, s) => total + sum(s.key), 0);
  const searches = sum('search');
  const days = Math.max(1, data.daily.length);
  const cards: [string, string, string][] = [
    ['Videos in the library', formatNumber(data.total), `${Object.keys(data.platforms).length} platforms`],
    ['Events', formatNumber(events), `over ${data.range.days} days`],
    ['Visitors a day', formatNumber(Math.round(sum('visitors') / days)), 'average, signed out'],
    ['Users a day', formatNumber(Math.round(sum('users') / days)), 'average, signed in'],
    ['Searches', formatNumber(searches), 'from the search box'],
  ];
  return (
    <section aria-label="Summary">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {cards.map(([label, value, note], i) => (
          <div
            key={label}
            className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${i === 0 ? 'col-span-2 lg:col-span-1' : ''}`}
          >
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</dd>
            <dd className="mt-0.5 text-xs text-slate-500">{note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {subtitle && <p className="mt-0.5 text-sm text-slate-500">{subtitle}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ChartWithTable({ caption, data, series }: { caption: string; data: Analytics; series: SeriesList }) {
  return (
    <>
      <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-slate-100 sm:h-72" />}>
        <DailyChart daily={data.daily} series={series} />
      </Suspense>
      <details className="group mt-4">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-indigo-700 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
          <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
          Show table
        </summary>
        <div className="mt-3">
          <DailyTable caption={caption} daily={data.daily} series={series} />
        </div>
      </details>
    </>
  );
}

function Library({ data }: { data: Analytics }) {
  const platforms = topEntries(data.platforms, Number.POSITIVE_INFINITY).map((item) => ({
    ...item,
    name: platformName(item.name),
  }));
  return (
    <>
      <Section title="Platform distribution" subtitle={`Share of all ${formatNumber(data.total)} videos`}>
        <BarList
          items={platforms}
          scale={data.total}
          showShare
          label="Videos per platform"
          empty="No videos yet."
        />
      </Section>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {TAXONOMIES.map(([key, title]) => {
          const items = topEntries(data[key], TOP_TAXONOMY);
          return (
            <Section key={key} title={`Top ${title.toLowerCase()}`} subtitle="Videos carrying each">
              <BarList
                items={items}
                scale={items[0]?.count ?? 0}
                label={`Top ${title.toLowerCase()} by videos`}
                empty={`No ${title.toLowerCase()} in use yet.`}
              />
            </Section>
          );
        })}
      </div>
    </>
  );
}
