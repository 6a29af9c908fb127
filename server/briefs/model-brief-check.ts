import type { FullVideo } from '../../shared/contracts/video';
import { type ModelBrief, modelBriefSchema } from './model-brief-schema';

/** Gated text shorter than this ("Watch this.") is common phrasing, not a quotation. */
const QUOTE_MIN_CHARACTERS = 21;

/** The draft when it may be used, else what is wrong with it (one line each, naming the field). */
export function checkModelDraft(
  answer: unknown,
  videos: readonly FullVideo[],
): { draft: ModelBrief; problems: [] } | { draft: null; problems: string[] } {
  const parsed = modelBriefSchema.safeParse(answer);
  if (!parsed.success)
    return {
      draft: null,
      problems: parsed.error.issues
        .slice(0, 10)
        .map((issue) => `${issue.path.join('.') || 'draft'}: ${issue.message}`),
    };
  const draft = parsed.data;
  const given = new Set(videos.map((video) => video.id));
  const cited = new Set<number>();
  const problems: string[] = [];
  draft.videos.forEach(({ video_id: id }, index) => {
    if (!given.has(id)) problems.push(`videos.${index}.video_id: video ${id} is not one of the given videos`);
    else if (cited.has(id)) problems.push(`videos.${index}.video_id: video ${id} is cited twice`);
    cited.add(id);
  });
  for (const list of ['hooks', 'beats'] as const)
    draft[list].forEach(({ video_id: id }, index) => {
      if (id === null || cited.has(id)) return;
      problems.push(
        given.has(id)
          ? `${list}.${index}.video_id: video ${id} is not among the draft's cited videos`
          : `${list}.${index}.video_id: video ${id} is not one of the given videos`,
      );
    });
  problems.push(...quotations(draft, videos));
  return problems.length === 0 ? { draft, problems: [] } : { draft: null, problems };
}

const normalise = (value: string) =>
  value.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** Every sentence of a video's gated wording long enough to be a quotation, without its end stop. */
function gatedPhrases(video: FullVideo): string[] {
  const breakdown = video.narrative_framework?.structuralBreakdown;
  const texts = [
    video.hook_verbal_content,
    video.hook_title_content,
    video.hook_overview,
    video.payoff,
    video.transcript,
    breakdown?.hook,
    breakdown?.payoff,
    ...(breakdown?.beats ?? []).map((beat) => beat.function),
  ];
  const phrases = texts
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => [value, ...value.split(/(?<=[.!?…])\s+|\n+/)])
    .map((value) => normalise(value).replace(/[.!?…]+$/, ''));
  return [...new Set(phrases.filter((phrase) => phrase.length >= QUOTE_MIN_CHARACTERS))];
}

/** The fields of the draft that copy a given video's gated wording word for word. */
function quotations(draft: ModelBrief, videos: readonly FullVideo[]): string[] {
  const fields: [string, string][] = [
    ['title', draft.title],
    ['goal', draft.goal],
    ['audience', draft.audience],
    ['cta', draft.cta],
    ...draft.videos.map((v, i): [string, string] => [`videos.${i}.why`, v.why]),
    ...draft.hooks.map((h, i): [string, string] => [`hooks.${i}.text`, h.text]),
    ...draft.beats.flatMap((b, i): [string, string][] => [
      [`beats.${i}.name`, b.name],
      [`beats.${i}.description`, b.description],
    ]),
    ...draft.shots.flatMap((s, i): [string, string][] => [
      [`shots.${i}.description`, s.description],
      [`shots.${i}.on_screen_text`, s.on_screen_text],
    ]),
  ];
  const found: string[] = [];
  for (const video of videos) {
    const phrases = gatedPhrases(video);
    for (const [path, value] of fields) {
      const written = normalise(value);
      if (phrases.some((phrase) => written.includes(phrase)))
        found.push(`${path}: copies words of video ${video.id}'s analysis; write it in your own words`);
    }
  }
  return found;
}
