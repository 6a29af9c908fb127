import type { BotIntent } from '../../../shared/contracts/bot';
import type { FullVideo } from '../../../shared/contracts/video';
import type { Audience } from './adapt';
import type { Focus } from './subject';

/** What every section writer reads: the question, who asks, and the videos retrieved for it. */
export interface AnswerContext {
  message: string;
  intent: BotIntent;
  niche: string | null;
  audience: Audience;
  /** Retrieved, best match first. */
  videos: FullVideo[];
  focus: Focus;
  query: string;
  current: FullVideo | null;
  /** Hooks already written in this answer (adapted hooks never repeat). */
  usedHooks: Set<string>;
}

/** A section of the answer: its title, and its lines, most important first (the budget keeps a prefix). */
export interface Section {
  title: string;
  lines: string[];
}
