// docs/product/navigation-and-global.md#landing-page: the landing grids are hard-coded — the top 8 formats and 8 concepts with sample counts.
// Names and counts come from the demo library (server/demo/data/formats.json and concepts.json, counted over
// its 345 videos); slugs follow shared/domain/slug.ts, and landing-taxonomies.test.ts keeps them in step.

/** One landing grid entry (docs/product/taxonomies.md#slug-rule: name, slug, count). */
export interface LandingTaxonomyEntry {
  name: string;
  slug: string;
  count: number;
}

/** The top 8 formats, most used first. */
export const LANDING_FORMATS: LandingTaxonomyEntry[] = [
  { name: 'Talking Head', slug: 'talking-head', count: 74 },
  { name: 'Tutorial / How-To', slug: 'tutorial-how-to', count: 43 },
  { name: 'Voiceover B-roll', slug: 'voiceover-b-roll', count: 41 },
  { name: 'Listicle', slug: 'listicle', count: 37 },
  { name: 'Green Screen Commentary', slug: 'green-screen-commentary', count: 26 },
  { name: 'Day in the Life', slug: 'day-in-the-life', count: 25 },
  { name: 'Product Demo', slug: 'product-demo', count: 18 },
  { name: 'Storytime', slug: 'storytime', count: 17 },
];

/** The top 8 concepts, most used first. */
export const LANDING_CONCEPTS: LandingTaxonomyEntry[] = [
  { name: 'Quick Win', slug: 'quick-win', count: 75 },
  { name: 'Problem / Solution', slug: 'problem-solution', count: 70 },
  { name: 'Insider Secret', slug: 'insider-secret', count: 63 },
  { name: 'Mistakes to Avoid', slug: 'mistakes-to-avoid', count: 60 },
  { name: 'Myth Busting', slug: 'myth-busting', count: 54 },
  { name: 'Comparison', slug: 'comparison', count: 49 },
  { name: 'Aspirational Lifestyle', slug: 'aspirational-lifestyle', count: 48 },
  { name: 'Expert Authority', slug: 'expert-authority', count: 45 },
];
