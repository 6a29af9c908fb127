// Shapes of the hand-written demo content tables; the generators combine them into import records.

/** A taxonomy entry as written in the content tables, with the weight that sets its popularity. */
export interface TaxonomySource {
  name: string;
  description: string;
  structural: string | null;
  weight: number;
}

/** A format, plus the phrasing the generators need to describe a video of that format. */
export interface FormatSource extends TaxonomySource {
  /** Two simple-description templates; `{subject}` is replaced by the idea's subject. */
  titles: [string, string];
  /** Overview verb phrase, followed by the subject. */
  verb: string;
  /** Two spoken transcript openers with `{subject}`. */
  intros: [string, string];
  /** Spoken connectors before each of the three points. */
  steps: [string, string, string];
  /** Elements such a video usually carries. */
  elements: string[];
  /** Narrative frameworks that suit the format. */
  frameworks: string[];
}

/** A concept, plus the angle a hook built on it takes and the formats it favours. */
export interface ConceptSource extends TaxonomySource {
  angle: string;
  formats: string[];
}

/** A recurring invented account. */
export interface DemoCreator {
  handle: string;
  /** An account type name. */
  type: string;
  /** What the account is, lower case without an article ("strength coach"). */
  who: string;
}

/** One video idea: the subject plus matching hooks, three points and the payoff. */
export interface DemoIdea {
  /** Noun phrase that follows "about", "on" or "of". */
  subject: string;
  /** Handles of the topic's creators whose voice fits the idea, the likeliest first. */
  by: string[];
  title: string;
  verbal: string;
  visual: string;
  concepts: string[];
  /** Short on-screen labels of the three points. */
  labels: [string, string, string];
  /** The three points as spoken lines. */
  lines: [string, string, string];
  payoff: string;
}

/** Everything the generators know about one topic. */
export interface DemoTopic {
  topic: string;
  related: string[];
  creators: DemoCreator[];
  hashtags: string[];
  emoji: string[];
  /** Spoken lines that set context in a transcript. */
  context: string[];
  ideas: DemoIdea[];
}

/** A narrative framework the analyses name. */
export interface FrameworkSource {
  name: string;
  type: string;
  coreLogic: string;
  microPattern: string;
  steps: [string, string][];
  beats: [string, string, string];
  overviewLine: string;
}
