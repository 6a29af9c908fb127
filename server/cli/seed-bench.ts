import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { videos } from '../db/schema';
import { mulberry32 } from '../demo/prng';
import { type ImportReport, importRecords } from '../library-import/import-videos';
import type { SourceRecord } from '../library-import/read-records';

/*
 * A synthetic library for benchmarks: realistic sizes and skews (a few formats and topics carry most
 * videos), and text drawn from topic word lists, so that a common topic word matches a few percent of
 * the library the way it would in a real one. Deterministic: video N is the same on every run.
 */

/** Marks the videos this seeder wrote (db_analysis is never shown to visitors). */
const SOURCE_MARK = 'seed-bench';
// Records are made and imported this many at a time, so memory stays flat whatever the count. The
// importer's own batch size (500) is kept: 1000 measured no faster (28 s a 20k either way).
const CHUNK_SIZE = 10_000;
// Making a chunk yields to the event loop this often, so it proceeds while the previous chunk waits on
// the database instead of adding to the seed time.
const YIELD_EVERY = 25;
const LIBRARY_START = Date.UTC(2022, 10, 1);
const LIBRARY_SPAN_MS = 3 * 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Synthesises `count` analysed videos (ids 1..count) and writes them through the regular import. */
export async function seedBenchLibrary(
  db: Db,
  count: number,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportReport> {
  await assertOnlyBenchVideos(db);
  const report: ImportReport = {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: [],
    collisions: [],
    taxonomyEntriesCreated: 0,
  };
  onProgress?.(0, count);
  let records = await makeRecords(1, Math.min(CHUNK_SIZE, count), count);
  for (let first = 1; first <= count; first += CHUNK_SIZE) {
    const next = first + CHUNK_SIZE;
    const [part, nextRecords] = await Promise.all([
      importRecords(db, records, { onProgress: (done) => onProgress?.(first - 1 + done, count) }),
      next <= count ? makeRecords(next, Math.min(next + CHUNK_SIZE - 1, count), count) : [],
    ]);
    report.inserted += part.inserted;
    report.updated += part.updated;
    report.unchanged += part.unchanged;
    report.rejected.push(...part.rejected);
    report.collisions.push(...part.collisions);
    report.taxonomyEntriesCreated += part.taxonomyEntriesCreated;
    records = nextRecords;
  }
  return report;
}

async function makeRecords(first: number, last: number, count: number): Promise<SourceRecord[]> {
  const records: SourceRecord[] = [];
  for (let id = first; id <= last; id += 1) {
    records.push({ position: `bench video ${id}`, value: benchVideo(id, count) });
    if (id % YIELD_EVERY === 0) await yieldToEventLoop();
  }
  return records;
}

// Ids 1..N would overwrite a real library's videos, so only an empty or bench-seeded one is accepted.
async function assertOnlyBenchVideos(db: Db): Promise<void> {
  const [foreign] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(sql`${videos.dbAnalysis}->>'source' IS DISTINCT FROM ${SOURCE_MARK}`)
    .limit(1);
  if (foreign) {
    throw new Error(
      'this library already holds videos that seed-bench did not write, and seed-bench would overwrite ' +
        'ids 1..N; seed an empty library instead (for example DATA_DIR=$(mktemp -d) npm run cli -- seed-bench)',
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Vocabulary. Within each list, earlier words are picked more often (as in real speech).

const words = (text: string) => [...new Set(text.trim().split(/\s+/))];

interface Topic {
  name: string;
  words: string[];
}

/** 20 topics, most popular first; each with its own words, most common first. */
const TOPICS: Topic[] = [
  [
    'Fitness & Training',
    'workout gym strength training muscle squat deadlift cardio reps protein glutes core mobility stretching lifting dumbbell kettlebell hiit treadmill pushups pullups lunges plank hamstrings quads biceps triceps shoulders abs endurance recovery soreness warmup posture trainer physique hypertrophy calisthenics barbell sprint marathon steps bulk overload sweat athlete bodyweight circuit conditioning flexibility grip lats pilates yoga spin rowing cycling tempo deload macros creatine preworkout splits legday pushday pullday',
  ],
  [
    'Cooking & Recipes',
    'recipe dinner meal prep chicken pasta sauce garlic onion oven skillet airfryer salad breakfast lunch dessert baking bread dough butter cheese rice noodles soup spicy crispy marinade seasoning lemon veggies tofu salmon beef steak tacos burrito sandwich snack smoothie flavor ingredients leftovers grill roast broth chocolate cookies cake bowl wrap curry stirfry dumplings brownies muffins pancakes omelette avocado spinach mushrooms quinoa lentils chickpeas yogurt granola casserole sheetpan onepot',
  ],
  [
    'Marketing & Social Media',
    'content followers algorithm engagement reach reels posting hashtags captions analytics audience viral brand ugc collab influencer storytelling copywriting newsletter funnel ads campaign conversion clicks seo carousel comments shares saves retention thumbnail script editing filming creators platform impressions metrics insights pinterest youtube shorts scheduling strategy calendar pillars repurposing voice persona testimonials referral giveaway launch waitlist leads inbound outbound cta',
  ],
  [
    'Personal Finance',
    'money budget savings debt credit score investing stocks index funds etf retirement roth ira interest compound emergency paycheck salary taxes refund loan rent expenses income hustle passive dividends portfolio brokerage inflation frugal spending cashback bills subscriptions networth wealth millionaire banking apr snowball allowance payday sinking envelopes overspending windfall bonus annuity bonds treasury crypto bitcoin tax bracket deduction checking overdraft fees insurance pension',
  ],
  [
    'Skincare & Beauty',
    'skincare serum moisturizer sunscreen spf cleanser retinol acne pores makeup foundation concealer mascara lipstick blush glow hydration toner exfoliating niacinamide hyaluronic barrier dermatologist breakout wrinkles eyeliner brows lashes contour highlighter primer fragrance haircare shampoo conditioner curls frizz scalp nails manicure balm complexion lipgloss bronzer setting mist peptides ceramides squalane sheet mask facial gua sha jade roller dermaplaning lash lift nail polish blowout keratin dryshampoo',
  ],
  [
    'Entrepreneurship',
    'business startup founder entrepreneur revenue profit customers sales pricing launch ecommerce shopify supplier margins cashflow invoices hiring employees scaling pitch investors funding bootstrapped ceo niche competitors automation outsourcing freelance consulting packaging wholesale etsy storefront partnership mentor payroll solopreneur ecom dropshipping fulfillment warehouse logistics branding logo trademark llc accountant bookkeeping quote proposal retainer upsell churn subscription saas',
  ],
  [
    'Fashion & Style',
    'outfit style fashion jeans dress sneakers jacket blazer wardrobe capsule thrift vintage closet accessories jewelry handbag boots trousers linen knit sweater tailoring silhouette neutrals streetwear minimalist haul styling layering denim shirt skirt coat loafers heels sunglasses belt petite oversized lookbook cardigan turtleneck trench chinos cargo midi maxi mini slipdress bodysuit tote crossbody scarf beanie watch earrings necklace rings tailored fitcheck',
  ],
  [
    'Travel',
    'travel trip flight airport hotel itinerary passport luggage packing beach island guide destination backpacking roadtrip hostel resort vacation europe italy japan bali mexico paris tokyo lisbon sunset hike museum cafe streetfood booking miles layover visa train tour cruise airline lounge upgrade jetlag souvenirs guesthouse villa camping glamping ferry roadmap viewpoint waterfall mountains lake canyon desert rainforest snorkeling diving',
  ],
  [
    'Mental Health & Wellness',
    'anxiety stress therapy therapist mindset burnout selfcare journaling meditation breathing sleep healing trauma depression overthinking emotions wellbeing gratitude affirmations calm nervous mindfulness sunlight hormones cortisol balance reset motivation selfworth grounding loneliness resilience panic triggers therapy sessions coping validation vulnerability inner child rumination dopamine serotonin detox sabbatical slowliving stillness nature breathwork',
  ],
  [
    'Productivity',
    'productivity focus habits planner calendar schedule tasks todo notion deepwork pomodoro procrastination deadlines goals organization timeblocking inbox notes workflow priorities checklist review distractions delegation templates shortcuts desk tracker agenda batching sprint backlog kanban trello obsidian evernote reminders alarms focusmode timer sprints standup async remote workspace ergonomics standing monitor',
  ],
  [
    'Tech & Gadgets',
    'iphone android phone laptop macbook app software chatgpt gadget headphones camera settings feature update keyboard monitor tablet ipad smartwatch battery charger storage cloud privacy password security browser extension coding developer python website wifi router gaming console pixel samsung galaxy airpods earbuds speaker projector drone vr headset ssd ram processor benchmark unboxing firmware widget homescreen launcher',
  ],
  [
    'Home & Interior Design',
    'decor interior livingroom bedroom kitchen bathroom furniture sofa rug lighting lamp paint wallpaper shelves declutter cleaning renovation diy makeover apartment plants curtains mirror gallery ikea cozy boho palette layout tiles countertop closet entryway bookshelf nightstand dresser headboard duvet throw pillows candles vases artwork frames hallway patio balcony garden laundry pantry sconce dimmer',
  ],
  [
    'Real Estate',
    'house homebuyer seller listing realtor mortgage closing downpayment property rental landlord tenant flip appraisal inspection escrow offer bidding inventory condo townhouse duplex airbnb equity refinance openhouse staging sqft neighborhood suburb lease commission broker mortgage rates preapproval underwriting contingency earnest deposit hoa taxes insurance multifamily fixer upper wholesaling syndication cap rate cashflow vacancy',
  ],
  [
    'Parenting',
    'baby toddler kids mom dad parenting nap bedtime tantrums feeding newborn pregnancy daycare homework screentime potty breastfeeding bottle stroller nursery siblings milestones teething picky lunchbox playdate chores discipline preschool crafts diaper infant formula swaddle carseat playground sensory montessori storytime reading tummy crawling walking sippy cup babysitter grandparents lullaby nightlight',
  ],
  [
    'Career & Job Search',
    'career job resume interview linkedin negotiation promotion boss manager coworkers office remote hybrid application recruiter internship graduate corporate quitting layoffs coverletter raise feedback workplace leadership meetings presentation headhunter ats keywords portfolio references onboarding probation performance appraisal mentor sponsor networking coffee chat pivot sabbatical severance',
  ],
  [
    'Learning & Study Tips',
    'study exam students college university flashcards memory reading books language spanish vocabulary grammar fluency lessons tutor math science history essay course revision grades scholarship campus library lecture notetaking cornell mindmap pomodoro spaced repetition recall highlighters textbook syllabus thesis dissertation semester finals midterms tutoring',
  ],
  [
    'Pets',
    'dog puppy cat kitten pet leash treats vet grooming breed rescue adoption toys litter crate barking tricks paws fur shedding harness doodle retriever tabby kibble veterinarian microchip fleas ticks deworming kennel agility recall sit stay heel clicker enrichment chew zoomies cuddles catnip scratching',
  ],
  [
    'Relationships & Dating',
    'dating relationship partner boyfriend girlfriend husband wife marriage wedding couple communication trust redflags breakup attachment texting firstdate romance friendship conflict apology intimacy anniversary proposal situationship lovelanguage quality time gifts compliments jealousy insecurity reassurance dealbreakers compatibility chemistry longdistance cohabiting engagement vows',
  ],
  [
    'Restaurants & Hospitality',
    'restaurant menu chef coffee espresso latte barista bakery bar cocktail wine brunch reservation waiter dining hospitality pizza burger sushi ramen takeout delivery franchise foodtruck sommelier pastry dough tasting omakase bistro diner brasserie patio tables tips shift host kitchenporter prepcook lineup specials happyhour',
  ],
  [
    'Photography & Editing',
    'photo photography lens editing lightroom premiere capcut transitions angle tripod cinematic grading presets portrait composition drone footage timeline voiceover studio backdrop frames aperture shutter iso bokeh golden hour raw jpeg histogram exposure gimbal stabilizer softbox reflector lut keyframe masking overlays',
  ],
].map(([name, list]) => ({ name: name as string, words: words(list as string) }));

const FORMATS = [
  'Talking Head',
  'Voiceover with B-Roll',
  'Step-by-Step Tutorial',
  'Day-in-the-Life Vlog',
  'Listicle',
  'Green Screen Commentary',
  'Comedy Skit',
  'Before and After Reveal',
  'Photo Carousel Slideshow',
  'POV Scenario',
  'Text-on-Screen Story',
  'Street Interview',
  'Product Showcase',
  'Stitch Reaction',
];

const CONCEPTS = [
  'Expert Tips',
  'Myth Busting',
  'Mistakes to Avoid',
  'Behind the Scenes',
  'Transformation',
  'Storytime',
  'Hot Take',
  'Problem and Solution',
  'Day in the Life',
  'Comparison',
  'Hidden Gem',
  'Challenge',
  'Case Study',
  'Q&A Response',
  'Product Demo',
  'Trend Remix',
  'Unboxing',
  'Price Reveal',
  'Routine Breakdown',
  'Social Proof',
];

const ELEMENTS = [
  'Text Hook',
  'On-Screen Captions',
  'Face to Camera',
  'Voiceover',
  'Jump Cuts',
  'Trending Audio',
  'B-Roll',
  'Call to Action',
  'Product Close-Up',
  'Split Screen',
  'Green Screen',
  'Screen Recording',
  'Countdown',
  'Slow Motion',
  'Timelapse',
  'Meme Overlay',
  'Whiteboard',
  'Duet Layout',
];

/** Account types with explicit shares: creators dominate, nonprofits are rare. */
const ACCOUNT_TYPES: [string, number][] = [
  ['Creator', 38],
  ['Small Business', 18],
  ['Personal Brand', 14],
  ['Brand', 10],
  ['Coach', 8],
  ['Agency', 5],
  ['Media Publisher', 5],
  ['Nonprofit', 2],
];

const FRAMEWORKS = [
  ['Problem-Agitate-Solve', 'Name a pain, make it sharper, then hand over the fix.'],
  ['Hook-Story-Offer', 'Stop the scroll, tell a short story, end on one clear offer.'],
  ['Before-After-Bridge', 'Show where they are, where they could be, and the bridge between.'],
  ['Listicle Countdown', 'Numbered points that build to the strongest one last.'],
  ['Myth vs Fact', 'State the belief, break it, replace it with what works.'],
  ['Open Loop', 'Promise an answer early and pay it off at the very end.'],
  ['Tension and Release', 'Build suspense around a result, then reveal it.'],
  ['Mini Hero Journey', 'A struggle, a turning point and the win that followed.'],
];

const THEMES = words(
  'authenticity growth simplicity confidence community discipline transparency curiosity nostalgia ambition humor education convenience luxury sustainability',
);
const TECHNIQUES = words(
  'pattern-interrupt open-loop direct-address social-proof contrast repetition numbered-list bold-claim reveal callback cliffhanger question-hook',
);
const EMOTIONS = words(
  'curiosity surprise relief humor inspiration nostalgia urgency satisfaction envy amusement calm excitement',
);
const TRENDS = words(
  'quiet-luxury get-ready-with-me de-influencing romanticize-your-life silent-review girl-math soft-life that-girl underconsumption dupe-culture',
);
const HASHTAG_SUFFIXES = words('tips tok hacks life goals ideas 101 daily community');
const ORGANIZATIONAL_TAGS = words('evergreen seasonal high-performer needs-review featured');

const VERBS = words(
  'make try use start stop build fix change share show save grow learn explain test compare find keep plan clean train post film edit buy sell choose skip swap add drop track check ask answer teach copy avoid break earn spend invest pay move open grab pick mix read write watch follow love need want get give take create launch run walk wake wear pack book call visit design style upgrade organize prepare repeat practice master improve boost simplify automate schedule measure review rank rate reset rebuild protect balance handle manage solve prevent remove replace double cut finish chase celebrate collect convince crush decide deliver discover dodge earn fail fake flip forget hire ignore invite join judge kill land lose miss nail notice order pause pitch plan polish quit react recommend refuse regret rent research return ruin scale search ship sign skip smash steal stretch study survive switch taste trust unlock upload vote waste win worry',
);
const ADJECTIVES = words(
  'simple quick easy honest cheap expensive healthy lazy smart hidden underrated overrated viral perfect common biggest best worst weird genius tiny huge fast slow clean messy cozy fresh soft strong calm busy real new old classic modern minimal bold subtle daily weekly beginner advanced proven practical realistic affordable premium natural secret unpopular controversial surprising obvious painful satisfying relatable aesthetic productive consistent sustainable effortless foolproof essential ultimate complete brutal gentle clever awkward chaotic cringe dramatic elegant fancy flawless fun generous glossy golden gorgeous greasy iconic intense juicy legendary loud lucky massive mindful nostalgic outdated overpriced personal polished quiet rare risky rustic savvy sneaky solid spicy stubborn sunny tasty timeless tricky trendy unexpected vibrant wild wholesome',
);
const NOUNS = words(
  'mistake secret tip hack step habit week month day year result trick question reason problem solution rule myth truth lesson story idea plan goal list thing way method system framework checklist guide breakdown process version option choice difference example detail moment feeling friend client customer people beginner expert time minute hour weekend morning night price cost value deal shortcut strategy formula pattern sign signal routine setup swap upgrade journey challenge experiment advice answer audience backstory balance benefit blueprint budget bucket chapter checklist comeback confession decision disaster dream effort energy excuse failure favorite feedback habit headline hobby honesty impact instinct investment juggle lesson mindset mission motive obsession opinion outcome payoff priority promise proof recipe regret reminder reward ritual roadmap scenario shift skill struggle success surprise template theory tradeoff trigger upgrade victory warning win',
);
const ADVERBS = words(
  'actually honestly literally basically seriously genuinely finally instantly completely totally really always never usually probably definitely quickly easily simply exactly',
);
const WHO = [
  'I',
  'you',
  'we',
  'most people',
  'my clients',
  'nobody',
  'everyone',
  'beginners',
  'my friend',
  'our team',
];
const WHEN = words(
  'every_morning every_day once_a_week before_bed on_sundays in_thirty_days in_ten_minutes this_year for_a_month last_summer after_work on_weekends',
).map((w) => w.replaceAll('_', ' '));
const NUMBERS = words('two three four five seven ten');
const OPENERS = [
  'okay so',
  'here is the thing',
  'stop scrolling',
  'quick tip',
  'real talk',
  'nobody talks about this but',
  'if you are a beginner',
  'let me show you',
  'unpopular opinion',
  'storytime',
  'watch this',
  'save this for later',
  'I tested this for a week and',
];
const FIRST_NAMES = words(
  'maya dan lena omar sofia jake priya leo nina marco ava sam zoe kai ella noah mia luca chloe ben aria theo ivy max rosa eli jade finn lila owen nora ruby hugo clara ezra june milo tara remy iris',
);

/** Sentence shapes for speech; slots: t topic word, v verb, a adjective, n noun, d adverb, w who, s when, k number, o opener. */
const SPOKEN = [
  '{o} {w} {v} {t} {d} wrong',
  'the {a} way to {v} your {t} {t} is {d} {a}',
  '{w} {d} {v} the {t} {n} before the {t}',
  'if you {v} {t} {s} you need to {v} this {n}',
  'here is a {a} {n} for your {t} {t}',
  '{k} {a} {t} ideas that will {v} your {t}',
  'most people {v} {t} but {w} {v} {t} instead',
  'I {d} {v} my {t} {s} and the {n} was {a}',
  'do not {v} your {t} until you {v} the {t} {n}',
  'this {a} {t} {n} {d} saved my {n}',
  'you {d} need a {a} {t} and a {a} {t}',
  'the {n} is {a}: {v} the {t} then {v} the {t}',
  '{w} asked me how to {v} {t} {s}',
  'let me show you my {a} {t} {t} {n}',
  'step {k}: {v} the {t} and {v} the {n}',
  '{w} {v} {t} {s} because the {n} is {d} {a}',
  'and that is why the {t} {n} {d} matters',
  'try this {a} {t} {n} {s}',
  'you will {d} {v} the {t} {t} after this',
  'so {v} it, {v} it and {v} your {t}',
];
const TITLE_HOOKS = [
  '{k} {t} mistakes you are making',
  'the {a} {t} {n} nobody tells you',
  'stop doing this with your {t}',
  'how I {v} my {t} in {k} days',
  '{a} {t} {n} that actually works',
  'POV: you finally {v} your {t}',
  'is this the {a} {t} {n}?',
];
const DESCRIPTIONS = [
  'A {a} {t} {n} showing how to {v} the {t} {s}',
  '{a} breakdown of a {t} {n} that helps {w} {v} their {t}',
  'Creator walks through {k} {a} ways to {v} {t} {t}',
  'A {a} look at the {t} {n} behind a {a} {t}',
  'Quick guide to {v} your {t} without a {a} {t}',
];
const VISUALS = [
  'Close-up of the {t} with bold text over it',
  'Creator points at a {t} {t} on screen',
  'Fast cut from a {a} {t} to the finished {t}',
  'Split screen comparing two {t} setups',
  'Hands holding the {t} in {a} light',
];

// ---------------------------------------------------------------------------------------------------
// Generation

/** Picks with fixed weights; Zipf weights (1/rank^s) give the long tail real taxonomies have. */
class Weighted<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: T[],
    weights: number[],
  ) {
    let sum = 0;
    for (const w of weights) {
      sum += w;
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  static zipf<T>(items: T[], exponent: number): Weighted<T> {
    return new Weighted(
      items,
      items.map((_, i) => 1 / (i + 1) ** exponent),
    );
  }

  pick(random: () => number): T {
    const target = random() * this.total;
    let i = 0;
    while ((this.cumulative[i] ?? Infinity) <= target) i += 1;
    return this.items[Math.min(i, this.items.length - 1)] as T;
  }

  /** Up to `count` distinct items. */
  pickSome(random: () => number, count: number): T[] {
    const chosen = new Set<T>();
    for (let tries = 0; chosen.size < count && tries < count * 4; tries += 1) chosen.add(this.pick(random));
    return [...chosen];
  }
}

const topicPicker = Weighted.zipf(TOPICS, 0.8);
const formatPicker = Weighted.zipf(FORMATS, 0.9);
const conceptPicker = Weighted.zipf(CONCEPTS, 0.9);
const elementPicker = Weighted.zipf(ELEMENTS, 0.7);
const accountTypePicker = new Weighted(
  ACCOUNT_TYPES.map(([name]) => name),
  ACCOUNT_TYPES.map(([, share]) => share),
);

/** The per-video random source, with the skewed picks the text needs. */
class Draw {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Favours the start of the list: squaring a uniform draw skews towards 0. */
  word(list: readonly string[]): string {
    const r = this.next();
    return list[Math.floor(r * r * list.length)] as string;
  }

  any<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
}

type SentenceKind = 'spoken' | 'title' | 'description' | 'visual';

const SHAPES: Record<SentenceKind, string[]> = {
  spoken: SPOKEN,
  title: TITLE_HOOKS,
  description: DESCRIPTIONS,
  visual: VISUALS,
};

// Filling shapes word by word costs ~0.5 µs a word and a video holds ~300 words: 15 s for 100k videos,
// as long as the database writes. Each topic instead gets pools of sentences made once; videos pick
// whole sentences, and the pools are large enough that no two transcripts read alike.
const POOL_SIZES: Record<SentenceKind, number> = { spoken: 2000, title: 200, description: 300, visual: 200 };
const pools = new Map<string, Sentence[]>();

interface Sentence {
  text: string;
  words: number;
}

function sentencePool(kind: SentenceKind, topicIndex: number): Sentence[] {
  const key = `${kind}:${topicIndex}`;
  let pool = pools.get(key);
  if (!pool) {
    const draw = new Draw(topicIndex * 1_000_003 + Object.keys(SHAPES).indexOf(kind) * 7_919 + 1);
    const topicWords = TOPICS[topicIndex]?.words ?? NOUNS;
    pool = Array.from({ length: POOL_SIZES[kind] }, () => {
      const text = fill(draw, draw.any(SHAPES[kind]), topicWords);
      return { text, words: text.split(' ').length };
    });
    pools.set(key, pool);
  }
  return pool;
}

/** Fills a sentence shape with words of one topic and the shared vocabulary. */
function fill(draw: Draw, shape: string, topicWords: string[]): string {
  const text = shape.replace(/\{(\w)\}/g, (_, slot: string) => {
    switch (slot) {
      case 't':
        return draw.word(topicWords);
      case 'v':
        return draw.word(VERBS);
      case 'a':
        return draw.word(ADJECTIVES);
      case 'n':
        return draw.word(NOUNS);
      case 'd':
        return draw.word(ADVERBS);
      case 'w':
        return draw.any(WHO);
      case 's':
        return draw.any(WHEN);
      case 'k':
        return draw.any(NUMBERS);
      default:
        return draw.any(OPENERS);
    }
  });
  const grammatical = text.replace(/\ba (?=[aeiou])/g, 'an ');
  return grammatical.charAt(0).toUpperCase() + grammatical.slice(1);
}

/** Sentences about a video's topics: mostly its main topic, now and then a secondary one. */
class Writer {
  private readonly main: number;
  private readonly others: number[];

  constructor(
    private readonly draw: Draw,
    topicIndexes: number[],
  ) {
    this.main = topicIndexes[0] ?? 0;
    this.others = topicIndexes.slice(1);
  }

  sentence(kind: SentenceKind): Sentence {
    const topic = this.others.length > 0 && this.draw.chance(0.3) ? this.draw.any(this.others) : this.main;
    return this.draw.any(sentencePool(kind, topic));
  }

  say(kind: SentenceKind): string {
    return this.sentence(kind).text;
  }

  paragraph(minWords: number, maxWords: number): string {
    const target = this.draw.int(minWords, maxWords);
    const sentences: string[] = [];
    for (let length = 0; length < target; ) {
      const sentence = this.sentence('spoken');
      length += sentence.words;
      sentences.push(`${sentence.text}.`);
    }
    return sentences.join(' ');
  }
}

/** An author belongs to one topic and one account type, and some authors post far more than others. */
function author(draw: Draw, topicIndex: number): { username: string; accountTypes: string[] } {
  const index = Math.floor(draw.next() ** 2 * 400);
  const own = new Draw(topicIndex * 100_003 + index * 7919 + 17);
  const topicWord = own.word(TOPICS[topicIndex]?.words ?? NOUNS);
  const name = own.any(FIRST_NAMES);
  const shapes = [
    `${name}.${topicWord}`,
    `${topicWord}with${name}`,
    `the${own.word(ADJECTIVES)}${topicWord}`,
    `${name}_${topicWord}${own.int(1, 99)}`,
    `${topicWord}by${name}`,
  ];
  const main = accountTypePicker.pick(own.next);
  const second = own.chance(0.15) ? accountTypePicker.pick(own.next) : main;
  return { username: own.any(shapes), accountTypes: [...new Set([main, second])] };
}

function shortcode(draw: Draw): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let code = '';
  for (let i = 0; i < 11; i += 1) code += alphabet[Math.floor(draw.next() * 64)];
  return code;
}

/** A log-normal view count: most videos get thousands of views, a few get millions. */
function viewCount(draw: Draw): number {
  const normal = Math.sqrt(-2 * Math.log(1 - draw.next())) * Math.cos(2 * Math.PI * draw.next());
  return Math.max(120, Math.round(Math.exp(Math.log(40_000) + 1.5 * normal)));
}

/** Hashtags glue words together (#mealprep, #skincaretips): a long tail of rare search terms. */
function hashtag(draw: Draw, topic: Topic): string {
  const word = draw.word(topic.words);
  const roll = draw.next();
  if (roll < 0.4) return `#${word}`;
  if (roll < 0.8) return `#${word}${draw.word(topic.words)}`;
  return `#${word}${draw.any(HASHTAG_SUFFIXES)}`;
}

const match = (names: string[]) => names.map((name) => ({ match: name }));

/** One analysed video as an import record (spec 000 §3 field names). */
export function benchVideo(id: number, count: number): Record<string, unknown> {
  const draw = new Draw(Math.imul(id, 0x9e3779b1) ^ 0x5eed);
  const primary = topicPicker.pick(draw.next);
  const topicIndex = TOPICS.indexOf(primary);
  const topics = [primary, ...topicPicker.pickSome(draw.next, draw.int(0, 2)).filter((t) => t !== primary)];
  const format = formatPicker.pick(draw.next);
  const concepts = conceptPicker.pickSome(draw.next, draw.int(1, 3));
  const elements = elementPicker.pickSome(draw.next, draw.int(2, 4));
  const { username, accountTypes } = author(draw, topicIndex);
  const platform = draw.chance(0.55) ? 'instagram' : 'tiktok';
  const url =
    platform === 'instagram'
      ? `https://www.instagram.com/reel/${shortcode(draw)}/`
      : `https://www.tiktok.com/@${username}/video/7${String(draw.int(0, 999_999_999)).padStart(9, '0')}${String(id).padStart(9, '0')}`;

  // Newer videos are denser: the library grows faster than it did at the start.
  const createdAt = LIBRARY_START + Math.sqrt((id - draw.next()) / count) * LIBRARY_SPAN_MS;
  const postDate = createdAt - draw.next() ** 3 * 90 * DAY_MS;
  const views = viewCount(draw);
  const likes = Math.round(views * (0.01 + draw.next() * 0.11));
  const comments = Math.round(likes * (0.005 + draw.next() * 0.04));

  const analysed = !draw.chance(0.015);
  const writer = new Writer(
    draw,
    topics.map((t) => TOPICS.indexOf(t)),
  );
  const say = (kind: SentenceKind) => writer.say(kind);
  const [frameworkName, coreLogic] = draw.any(FRAMEWORKS) as [string, string];
  const hookTitle = draw.chance(0.8) ? say('title') : null;
  const hookVerbal = say('spoken');
  const payoff = say('spoken');
  const outline = [say('spoken'), say('spoken'), say('spoken')];
  const hashtags = [...new Set(Array.from({ length: draw.int(2, 5) }, () => hashtag(draw, primary)))];

  return {
    id,
    platform,
    url,
    thumbnail: draw.chance(0.9) ? `https://cdn.example.com/thumbs/${platform}_${id}.jpg` : null,
    caption: `${say('spoken')} ${hashtags.join(' ')}`,
    author_username: username,
    simple_description: analysed ? say('description') : null,
    overview: analysed ? writer.paragraph(35, 60) : null,
    simple_outline: analysed ? outline : [],
    views,
    likes,
    comments,
    engagement: Math.round(((likes + comments) / views) * 10_000) / 10_000,
    post_date: new Date(postDate).toISOString(),
    created_at: new Date(createdAt).toISOString(),
    db_analysis: {
      source: SOURCE_MARK,
      topics: match(topics.map((t) => t.name)),
      concepts: match(concepts),
      elements: match(elements),
      accountTypes: match(accountTypes),
      format: { match: format },
    },
    primary_topic: primary.name,
    organizational_tags: draw.chance(0.2) ? [draw.any(ORGANIZATIONAL_TAGS)] : [],
    themes: [draw.any(THEMES), draw.any(THEMES)],
    techniques: [draw.any(TECHNIQUES), draw.any(TECHNIQUES)],
    emotions: [draw.any(EMOTIONS)],
    trends: draw.chance(0.3) ? [draw.any(TRENDS)] : [],
    hook_title_present: analysed && hookTitle !== null,
    hook_title_content: analysed ? hookTitle : null,
    hook_verbal_present: analysed,
    hook_verbal_content: analysed ? hookVerbal : null,
    hook_visual_present: analysed,
    hook_visual_content: analysed ? say('visual') : null,
    text_overlays: hookTitle ? [{ type: 'Title', timeAppearance: '0:00-0:03', text: hookTitle }] : [],
    hook_overview: analysed ? `${hookVerbal} The opening promises a ${draw.word(ADJECTIVES)} payoff.` : null,
    payoff: analysed ? payoff : null,
    narrative_framework_name: analysed ? frameworkName : null,
    narrative_framework_core_logic: analysed ? coreLogic : null,
    narrative_framework_data: analysed
      ? {
          frameworkType: frameworkName,
          simpleOutline: outline,
          structuralBreakdown: {
            hook: hookVerbal,
            beats: [
              { name: 'Setup', function: say('spoken') },
              { name: 'Turn', function: say('spoken') },
            ],
            payoff,
          },
        }
      : null,
    transcript: writer.paragraph(80, 150),
  };
}
