import type { TaxonomySource } from './types';

// Topic weights set how often a topic is a video's primary topic; the six broad niches lead, as on real feeds.
export const TOPICS: TaxonomySource[] = [
  {
    name: 'Fitness',
    description: 'Training, workouts and movement, from beginner routines to strength programming.',
    structural: null,
    weight: 16,
  },
  {
    name: 'Personal Finance',
    description: 'Budgeting, saving, debt payoff and everyday money decisions for individuals and families.',
    structural: null,
    weight: 16,
  },
  {
    name: 'Skincare',
    description:
      'Routines, ingredients and treatments for healthy skin, from drugstore basics to professional care.',
    structural: null,
    weight: 14,
  },
  {
    name: 'Cooking',
    description: 'Recipes, kitchen techniques and meal planning for home cooks and restaurants.',
    structural: null,
    weight: 14,
  },
  {
    name: 'Productivity',
    description: 'Planning, focus and time management habits for work and study.',
    structural: null,
    weight: 9,
  },
  {
    name: 'Real Estate',
    description: 'Buying, selling, renting and investing in property, with a focus on first-time buyers.',
    structural: null,
    weight: 8,
  },
  {
    name: 'Marketing',
    description:
      'Content strategy, social media, advertising and brand building for businesses and creators.',
    structural: null,
    weight: 15,
  },
  {
    name: 'Travel',
    description: 'Trip planning, packing, destinations and hospitality, on every kind of budget.',
    structural: null,
    weight: 8,
  },
  {
    name: 'Parenting',
    description: 'Everyday family life, child development and practical routines for parents.',
    structural: null,
    weight: 7,
  },
  {
    name: 'Fashion',
    description: 'Style, wardrobes, thrifting and the making of clothes.',
    structural: null,
    weight: 8,
  },
  {
    name: 'Tech Reviews',
    description: 'Hands-on reviews, comparisons and tips for phones, audio, wearables and desk gear.',
    structural: null,
    weight: 7,
  },
  {
    name: 'Mental Health',
    description:
      'Stress, anxiety, burnout and emotional wellbeing, explained by professionals and people with lived experience.',
    structural: null,
    weight: 7,
  },
  {
    name: 'Small Business',
    description: 'Running and growing a small company: pricing, operations, customers and the founder life.',
    structural: null,
    weight: 14,
  },
  {
    name: 'Career Advice',
    description: 'Job searching, interviews, negotiation and career changes.',
    structural: null,
    weight: 8,
  },
  {
    name: 'Home Decor',
    description: 'Interior styling, makeovers and design ideas for owners and renters.',
    structural: null,
    weight: 7,
  },
  {
    name: 'Pets',
    description: 'Pet care, training and the everyday comedy of living with animals.',
    structural: null,
    weight: 6,
  },
  {
    name: 'Language Learning',
    description: 'Methods, routines and tools for learning a new language as an adult.',
    structural: null,
    weight: 5,
  },
  {
    name: 'Coffee',
    description: 'Brewing at home, café culture and the craft of roasting.',
    structural: null,
    weight: 5,
  },
  {
    name: 'Photography',
    description: 'Shooting, lighting and editing, from phone photos to professional portrait work.',
    structural: null,
    weight: 6,
  },
  {
    name: 'Nutrition',
    description: 'Evidence-based eating, meal prep and understanding food labels.',
    structural: null,
    weight: 8,
  },
];

// Account types come from each video's creator, so their weights here are informational only.
export const ACCOUNT_TYPES: TaxonomySource[] = [
  {
    name: 'Personal Brand / Creator',
    description: 'An individual building an audience around their own expertise, taste or personality.',
    structural: null,
    weight: 1,
  },
  {
    name: 'Small Business',
    description:
      'An independent business, often founder-led, selling products or services online or locally.',
    structural: null,
    weight: 1,
  },
  {
    name: 'DTC Brand',
    description:
      'A direct-to-consumer product brand that sells mainly through its own site and social channels.',
    structural: null,
    weight: 1,
  },
  {
    name: 'Agency',
    description: 'A marketing, social or creative agency posting to win and showcase client work.',
    structural: null,
    weight: 1,
  },
  {
    name: 'Coach / Consultant',
    description: 'An expert who sells advice, programs or services, using content to prove their method.',
    structural: null,
    weight: 1,
  },
  {
    name: 'Enterprise Brand',
    description:
      'A large company or well-known brand with a dedicated social team and established guidelines.',
    structural: null,
    weight: 1,
  },
  {
    name: 'Local Service',
    description: 'A business serving one area in person, such as a gym, clinic, studio, agent or café.',
    structural: null,
    weight: 1,
  },
  {
    name: 'Media Publisher',
    description: 'A publication or media brand that posts news, explainers and stories for its audience.',
    structural: null,
    weight: 1,
  },
];
