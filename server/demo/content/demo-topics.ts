import { COFFEE_AND_NUTRITION } from './topics-coffee-nutrition';
import { PARENTING_AND_PETS } from './topics-family';
import { FASHION_AND_PHOTOGRAPHY } from './topics-fashion-photography';
import { FITNESS_AND_FINANCE } from './topics-fitness-finance';
import { REAL_ESTATE_AND_HOME_DECOR } from './topics-home';
import { MARKETING_AND_SMALL_BUSINESS } from './topics-marketing-business';
import { PRODUCTIVITY_AND_CAREER } from './topics-productivity-career';
import { SKINCARE_AND_COOKING } from './topics-skincare-cooking';
import { TECH_AND_MENTAL_HEALTH } from './topics-tech-mind';
import { TRAVEL_AND_LANGUAGE } from './topics-travel-language';
import type { DemoTopic } from './types';

// Creators and video ideas for all twenty topics; each file holds two topics to stay readable.
export const DEMO_TOPICS: DemoTopic[] = [
  ...FITNESS_AND_FINANCE,
  ...SKINCARE_AND_COOKING,
  ...MARKETING_AND_SMALL_BUSINESS,
  ...PRODUCTIVITY_AND_CAREER,
  ...REAL_ESTATE_AND_HOME_DECOR,
  ...TRAVEL_AND_LANGUAGE,
  ...PARENTING_AND_PETS,
  ...FASHION_AND_PHOTOGRAPHY,
  ...TECH_AND_MENTAL_HEALTH,
  ...COFFEE_AND_NUTRITION,
];
