import type { Db } from '../db/database';
import { views } from '../db/schema';

/** A demo view (docs/decisions/0006-views.md): a named public list over tags of the demo library. */
export interface DemoView {
  name: string;
  slug: string;
  description: string;
  tagFilter: string;
}

/**
 * The views a fresh `npm start` shows: each names tags the demo library uses (seed-views.test.ts checks
 * them against the demo taxonomies), mixing topics, a concept and a format as a curator would.
 */
export const DEMO_VIEWS: readonly DemoView[] = [
  {
    name: 'Skincare myths, busted',
    slug: 'skincare-myths-busted',
    description:
      'Skincare creators taking apart the advice everyone repeats, and the hooks that make it land.',
    tagFilter: 'Skincare, Myth Busting',
  },
  {
    name: 'Money explainers',
    slug: 'money-explainers',
    description: 'Personal finance and career videos that turn a dry subject into a reason to keep watching.',
    tagFilter: 'Personal Finance, Career Advice',
  },
  {
    name: 'Glow-ups and transformations',
    slug: 'glow-ups-and-transformations',
    description: 'Before and after reveals: rooms, routines, bodies and brands, all built around the payoff.',
    tagFilter: 'Before & After, Transformation',
  },
];

/** Adds the demo views; a view whose slug exists already is left as it is (the seed can run again). */
export async function seedDemoViews(db: Db): Promise<void> {
  await db
    .insert(views)
    .values(DEMO_VIEWS.map((view) => ({ ...view })))
    .onConflictDoNothing({ target: views.slug });
}
