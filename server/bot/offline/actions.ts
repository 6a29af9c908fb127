import type { BotIntent } from '../../../shared/contracts/bot';
import type { ChatAction, ChatFilters } from '../../../shared/contracts/chat';
import type { FullVideo } from '../../../shared/contracts/video';
import { type Focus, PLATFORM_LABELS } from './subject';
import { formatOf, median, tally, title } from './video-facts';

/** How far ahead of the cited set's median views the top video must be to be "clearly best". */
const CLEARLY_BEST = 2;

/**
 * What the answer offers to do on screen (docs/product/chat.md#answers; issue 31: buttons, run on the user's click, but for
 * the highlight; a filter's title names every filter it sets, as it replaces those on screen): highlight the cited videos; filter the browse
 * list when the answer is about a format, topic, platform or account type; search for a lookup; point at
 * (scroll to and ring) the top video when it is clearly ahead. The chat service validates each against
 * chatActionSchema before the web app sees it.
 */
export function proposeActions(input: {
  intent: BotIntent;
  cited: FullVideo[];
  focus: Focus;
  query: string;
}): ChatAction[] {
  const { intent, cited, focus, query } = input;
  const actions: ChatAction[] = [];
  if (cited.length === 0) return actions;
  actions.push({
    type: 'highlight',
    title: 'Highlight the cited videos',
    description: `Ring the ${cited.length} videos this answer draws on.`,
    data: { videoIds: cited.map((v) => v.id).slice(0, 50) },
  });
  const format = focus.format ?? (intent === 'FORMAT_ADVISOR' ? tally(cited, formatOf)[0]?.name : undefined);
  const { platform, accountType } = focus;
  if (focus.topic || format || platform || accountType) {
    const filters: ChatFilters = {};
    if (focus.topic) filters.topic = [focus.topic];
    if (format) filters.format = format;
    if (accountType) filters.accountType = accountType;
    if (platform) filters.platform = platform;
    const what = [format, focus.topic].filter(Boolean).join(' in ') || 'videos';
    const named = [
      what,
      accountType ? `from ${accountType} accounts` : null,
      platform ? `on ${PLATFORM_LABELS[platform]}` : null,
    ]
      .filter(Boolean)
      .join(' ');
    actions.push({
      type: 'filter',
      title: `Browse ${named}`,
      description: `Filter the library to ${named}.`,
      data: { filters },
    });
  }
  if (intent === 'SEARCH_LOOKUP' && query) {
    actions.push({
      type: 'search',
      title: `Search for "${query.slice(0, 150)}"`,
      description: 'Show every match in the library.',
      data: { query: query.slice(0, 500) },
    });
  }
  const [top, ...rest] = [...cited].sort((a, b) => (b.views ?? 0) - (a.views ?? 0));
  const typical = median(rest.map((v) => v.views ?? 0));
  if (top && typical !== null && (top.views ?? 0) >= CLEARLY_BEST * Math.max(1, typical)) {
    // Scroll and ring, not `details`: the answer's own card already opens the modal; this one shows where
    // the video sits in the list (on the user's click, as every action that moves the page).
    actions.push({
      type: 'scroll',
      title: 'Show the top performer',
      description: title(top).slice(0, 1000),
      data: { videoId: top.id },
    });
  }
  return actions;
}
