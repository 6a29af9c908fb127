import { z } from 'zod';
import accountTypesData from './data/account-types.json';
import conceptFrameworksData from './data/concept-frameworks.json';
import conceptsData from './data/concepts.json';
import elementsData from './data/elements.json';
import formatsData from './data/formats.json';
import frameworksData from './data/frameworks.json';
import recordPhrasesData from './data/record-phrases.json';
import careerAdvice from './data/topic-ideas/career-advice.json';
import coffee from './data/topic-ideas/coffee.json';
import cooking from './data/topic-ideas/cooking.json';
import fashion from './data/topic-ideas/fashion.json';
import fitness from './data/topic-ideas/fitness.json';
import homeDecor from './data/topic-ideas/home-decor.json';
import languageLearning from './data/topic-ideas/language-learning.json';
import marketing from './data/topic-ideas/marketing.json';
import mentalHealth from './data/topic-ideas/mental-health.json';
import nutrition from './data/topic-ideas/nutrition.json';
import parenting from './data/topic-ideas/parenting.json';
import personalFinance from './data/topic-ideas/personal-finance.json';
import pets from './data/topic-ideas/pets.json';
import photography from './data/topic-ideas/photography.json';
import productivity from './data/topic-ideas/productivity.json';
import realEstate from './data/topic-ideas/real-estate.json';
import skincare from './data/topic-ideas/skincare.json';
import smallBusiness from './data/topic-ideas/small-business.json';
import techReviews from './data/topic-ideas/tech-reviews.json';
import travel from './data/topic-ideas/travel.json';
import topicsData from './data/topics.json';

// The demo library's hand-written content lives in ./data as JSON; this module checks each file against
// its schema once, at load, and hands the generators typed tables. A bad file stops the load with its name.

const text = z.string().min(1);
const pair = z.tuple([text, text]);
const three = z.tuple([text, text, text]);

/** A taxonomy entry as written in the data, with the weight that sets its popularity. */
const taxonomySource = z.strictObject({
  name: text,
  description: text,
  structural: text.nullable(),
  weight: z.number().positive(),
});

/** A format, plus the phrasing the generators need to describe a video of that format. */
const formatSource = z.strictObject({
  ...taxonomySource.shape,
  /** Two simple-description templates; `{subject}` is replaced by the idea's subject. */
  titles: pair,
  /** Overview verb phrase, followed by the subject. */
  verb: text,
  /** Two spoken transcript openers with `{subject}`. */
  intros: pair,
  /** Spoken connectors before each of the three points. */
  steps: three,
  /** Elements such a video usually carries. */
  elements: z.array(text),
  /** Narrative frameworks that suit the format. */
  frameworks: z.array(text).min(1),
});

/** A concept, plus the angle a hook built on it takes and the formats it favours. */
const conceptSource = z.strictObject({
  ...taxonomySource.shape,
  angle: text,
  formats: z.array(text),
});

/** A recurring invented account. */
const demoCreator = z.strictObject({
  handle: text,
  /** An account type name. */
  type: text,
  /** What the account is, lower case without an article ("strength coach"). */
  who: text,
});

/** One video idea: the subject plus matching hooks, three points and the payoff. */
const demoIdea = z.strictObject({
  /** Noun phrase that follows "about", "on" or "of". */
  subject: text,
  /** Handles of the topic's creators whose voice fits the idea, the likeliest first. */
  by: z.array(text),
  title: text,
  verbal: text,
  visual: text,
  concepts: z.array(text),
  /** Short on-screen labels of the three points. */
  labels: three,
  /** The three points as spoken lines. */
  lines: three,
  payoff: text,
});

/** Everything the generators know about one topic. */
const demoTopic = z.strictObject({
  topic: text,
  related: z.array(text),
  creators: z.array(demoCreator).min(1),
  hashtags: z.array(text),
  emoji: z.array(text),
  /** Spoken lines that set context in a transcript. */
  context: z.array(text),
  ideas: z.array(demoIdea).min(1),
});

/** A narrative framework the analyses name. */
const frameworkSource = z.strictObject({
  name: text,
  type: text,
  coreLogic: text,
  microPattern: text,
  steps: z.array(pair),
  beats: three,
});

/** What an account asks viewers to do: spoken lines, a short on-screen version and a caption line. */
const callToAction = z.strictObject({
  spoken: z.array(text).min(1),
  overlay: text,
  caption: text,
  /** How an overview describes the ask, after "it" ("asks viewers to follow for more"). */
  described: text,
});

// Public prose templates are written apart from the spoken and analysed lines (docs/decisions/0004-gated-fields-on-the-server.md), so that a
// caption, overview or outline never repeats what the gated analysis says.
const subjectTemplates = z.array(text.includes('{subject}')).min(1);

// None of the tag names contain a comma, because tag lists are also written as comma-separated text.
const tagName = text.regex(/^[^,]+$/, 'a tag name may not contain a comma');

const recordPhrases = z.strictObject({
  captionLines: z.array(text).min(1),
  /** Caption first lines with `{subject}`: statements, and questions to the viewer. */
  captionHeadlines: subjectTemplates,
  captionQuestions: subjectTemplates,
  /** Spoken sign-offs that close most transcripts. */
  closers: z.array(text).min(1),
  /** The call to action of each account type. */
  callsToAction: z.record(z.string(), callToAction),
  /** A second account type that often goes with the creator's own. */
  companionAccountTypes: z.record(z.string(), text),
  techniques: z.array(tagName).min(1),
  emotions: z.array(tagName).min(1),
  trends: z.array(tagName).min(1),
  /** Curation tags an editor adds; 'High Performer' and 'Strong Hook' are set from the data instead. */
  organizationalTags: z.array(tagName).min(1),
  /** Hook closing remarks for the hook overview, chosen per record. */
  hookEffects: z.array(text).min(1),
  /** The public outline's first step (some with `{subject}`) and its closing step, in neutral terms. */
  outlineOpenings: z.array(text).min(1),
  outlineClosings: z.array(text).min(1),
  /** Overview sentences naming the on-screen points (`{points}`). */
  overviewPoints: z.array(text.includes('{points}')).min(1),
  /** Overview endings describing the call to action (`{callToAction}`) or the edit (`{elements}`). */
  overviewEndings: z.array(text.includes('{callToAction}')).min(1),
  overviewCraft: z.array(text.includes('{elements}')).min(1),
});

export type TaxonomySource = z.infer<typeof taxonomySource>;
export type FormatSource = z.infer<typeof formatSource>;
export type ConceptSource = z.infer<typeof conceptSource>;
export type DemoCreator = z.infer<typeof demoCreator>;
export type DemoIdea = z.infer<typeof demoIdea>;
export type DemoTopic = z.infer<typeof demoTopic>;
export type FrameworkSource = z.infer<typeof frameworkSource>;
export type CallToAction = z.infer<typeof callToAction>;

function load<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`server/demo/data/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

// Topic weights set how often a topic is a video's primary topic; the six broad niches lead, as on real
// feeds.
export const TOPICS = load('topics.json', z.array(taxonomySource), topicsData);
// Account types come from each video's creator, so their weights here are informational only.
export const ACCOUNT_TYPES = load('account-types.json', z.array(taxonomySource), accountTypesData);
// Concept weights only shape the extra concepts a video gets; each idea names its own main concepts.
export const CONCEPTS = load('concepts.json', z.array(conceptSource), conceptsData);
// Captions and text hooks appear on most short-form videos; loops and progress bars are rarer craft choices.
export const ELEMENTS = load('elements.json', z.array(taxonomySource), elementsData);
// Weights make talking heads and voiceovers far more common than street interviews, as in real libraries.
export const FORMATS = load('formats.json', z.array(formatSource), formatsData);
/** The narrative frameworks an analysis can name; formats and concepts point at them by name. */
export const FRAMEWORKS = load('frameworks.json', z.array(frameworkSource), frameworksData);
/** Concept name → its natural framework, which a video with that main concept uses about half the time. */
export const CONCEPT_FRAMEWORKS = load(
  'concept-frameworks.json',
  z.record(z.string(), text),
  conceptFrameworksData,
);

// The order is the plan's topic index: reordering would change which idea every demo video gets.
const TOPIC_FILES: [string, unknown][] = [
  ['fitness', fitness],
  ['personal-finance', personalFinance],
  ['skincare', skincare],
  ['cooking', cooking],
  ['marketing', marketing],
  ['small-business', smallBusiness],
  ['productivity', productivity],
  ['career-advice', careerAdvice],
  ['real-estate', realEstate],
  ['home-decor', homeDecor],
  ['travel', travel],
  ['language-learning', languageLearning],
  ['parenting', parenting],
  ['pets', pets],
  ['fashion', fashion],
  ['photography', photography],
  ['tech-reviews', techReviews],
  ['mental-health', mentalHealth],
  ['coffee', coffee],
  ['nutrition', nutrition],
];

/** Creators and video ideas of each topic, one file a topic. */
export const DEMO_TOPICS: DemoTopic[] = TOPIC_FILES.map(([slug, data]) =>
  load(`topic-ideas/${slug}.json`, demoTopic, data),
);

const phrases = load('record-phrases.json', recordPhrases, recordPhrasesData);
export const {
  captionLines: CAPTION_LINES,
  closers: CLOSERS,
  callsToAction: CALLS_TO_ACTION,
  companionAccountTypes: COMPANION_ACCOUNT_TYPES,
  techniques: TECHNIQUES,
  emotions: EMOTIONS,
  trends: TRENDS,
  organizationalTags: ORGANIZATIONAL_TAGS,
  hookEffects: HOOK_EFFECTS,
  captionHeadlines: CAPTION_HEADLINES,
  captionQuestions: CAPTION_QUESTIONS,
  outlineOpenings: OUTLINE_OPENINGS,
  outlineClosings: OUTLINE_CLOSINGS,
  overviewPoints: OVERVIEW_POINTS,
  overviewEndings: OVERVIEW_ENDINGS,
  overviewCraft: OVERVIEW_CRAFT,
} = phrases;
