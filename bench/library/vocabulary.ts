// The bench library's vocabulary: taxonomies with realistic skews, topic word lists and sentence shapes.
// Within each word list, earlier words are picked more often (as in real speech).

const words = (text: string) => [...new Set(text.trim().split(/\s+/))];

export interface Topic {
  name: string;
  words: string[];
}

/** 20 topics, most popular first; each with its own words, most common first. */
export const TOPICS: Topic[] = [
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

export const FORMATS = [
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

export const CONCEPTS = [
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

export const ELEMENTS = [
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
export const ACCOUNT_TYPES: [string, number][] = [
  ['Creator', 38],
  ['Small Business', 18],
  ['Personal Brand', 14],
  ['Brand', 10],
  ['Coach', 8],
  ['Agency', 5],
  ['Media Publisher', 5],
  ['Nonprofit', 2],
];

/** Narrative frameworks: name and core logic. */
export const FRAMEWORKS: [string, string][] = [
  ['Problem-Agitate-Solve', 'Name a pain, make it sharper, then hand over the fix.'],
  ['Hook-Story-Offer', 'Stop the scroll, tell a short story, end on one clear offer.'],
  ['Before-After-Bridge', 'Show where they are, where they could be, and the bridge between.'],
  ['Listicle Countdown', 'Numbered points that build to the strongest one last.'],
  ['Myth vs Fact', 'State the belief, break it, replace it with what works.'],
  ['Open Loop', 'Promise an answer early and pay it off at the very end.'],
  ['Tension and Release', 'Build suspense around a result, then reveal it.'],
  ['Mini Hero Journey', 'A struggle, a turning point and the win that followed.'],
];

export const THEMES = words(
  'authenticity growth simplicity confidence community discipline transparency curiosity nostalgia ambition humor education convenience luxury sustainability',
);
export const TECHNIQUES = words(
  'pattern-interrupt open-loop direct-address social-proof contrast repetition numbered-list bold-claim reveal callback cliffhanger question-hook',
);
export const EMOTIONS = words(
  'curiosity surprise relief humor inspiration nostalgia urgency satisfaction envy amusement calm excitement',
);
export const TRENDS = words(
  'quiet-luxury get-ready-with-me de-influencing romanticize-your-life silent-review girl-math soft-life that-girl underconsumption dupe-culture',
);
export const HASHTAG_SUFFIXES = words('tips tok hacks life goals ideas 101 daily community');
export const ORGANIZATIONAL_TAGS = words('evergreen seasonal high-performer needs-review featured');

export const VERBS = words(
  'make try use start stop build fix change share show save grow learn explain test compare find keep plan clean train post film edit buy sell choose skip swap add drop track check ask answer teach copy avoid break earn spend invest pay move open grab pick mix read write watch follow love need want get give take create launch run walk wake wear pack book call visit design style upgrade organize prepare repeat practice master improve boost simplify automate schedule measure review rank rate reset rebuild protect balance handle manage solve prevent remove replace double cut finish chase celebrate collect convince crush decide deliver discover dodge earn fail fake flip forget hire ignore invite join judge kill land lose miss nail notice order pause pitch plan polish quit react recommend refuse regret rent research return ruin scale search ship sign skip smash steal stretch study survive switch taste trust unlock upload vote waste win worry',
);
export const ADJECTIVES = words(
  'simple quick easy honest cheap expensive healthy lazy smart hidden underrated overrated viral perfect common biggest best worst weird genius tiny huge fast slow clean messy cozy fresh soft strong calm busy real new old classic modern minimal bold subtle daily weekly beginner advanced proven practical realistic affordable premium natural secret unpopular controversial surprising obvious painful satisfying relatable aesthetic productive consistent sustainable effortless foolproof essential ultimate complete brutal gentle clever awkward chaotic cringe dramatic elegant fancy flawless fun generous glossy golden gorgeous greasy iconic intense juicy legendary loud lucky massive mindful nostalgic outdated overpriced personal polished quiet rare risky rustic savvy sneaky solid spicy stubborn sunny tasty timeless tricky trendy unexpected vibrant wild wholesome',
);
export const NOUNS = words(
  'mistake secret tip hack step habit week month day year result trick question reason problem solution rule myth truth lesson story idea plan goal list thing way method system framework checklist guide breakdown process version option choice difference example detail moment feeling friend client customer people beginner expert time minute hour weekend morning night price cost value deal shortcut strategy formula pattern sign signal routine setup swap upgrade journey challenge experiment advice answer audience backstory balance benefit blueprint budget bucket chapter checklist comeback confession decision disaster dream effort energy excuse failure favorite feedback habit headline hobby honesty impact instinct investment juggle lesson mindset mission motive obsession opinion outcome payoff priority promise proof recipe regret reminder reward ritual roadmap scenario shift skill struggle success surprise template theory tradeoff trigger upgrade victory warning win',
);
export const ADVERBS = words(
  'actually honestly literally basically seriously genuinely finally instantly completely totally really always never usually probably definitely quickly easily simply exactly',
);
export const WHO = [
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
export const WHEN = words(
  'every_morning every_day once_a_week before_bed on_sundays in_thirty_days in_ten_minutes this_year for_a_month last_summer after_work on_weekends',
).map((w) => w.replaceAll('_', ' '));
export const NUMBERS = words('two three four five seven ten');
export const OPENERS = [
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
export const FIRST_NAMES = words(
  'maya dan lena omar sofia jake priya leo nina marco ava sam zoe kai ella noah mia luca chloe ben aria theo ivy max rosa eli jade finn lila owen nora ruby hugo clara ezra june milo tara remy iris',
);

/** Sentence shapes for speech; slots: t topic word, v verb, a adjective, n noun, d adverb, w who, s when, k number, o opener. */
export const SPOKEN = [
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
export const TITLE_HOOKS = [
  '{k} {t} mistakes you are making',
  'the {a} {t} {n} nobody tells you',
  'stop doing this with your {t}',
  'how I {v} my {t} in {k} days',
  '{a} {t} {n} that actually works',
  'POV: you finally {v} your {t}',
  'is this the {a} {t} {n}?',
];
export const DESCRIPTIONS = [
  'A {a} {t} {n} showing how to {v} the {t} {s}',
  '{a} breakdown of a {t} {n} that helps {w} {v} their {t}',
  'Creator walks through {k} {a} ways to {v} {t} {t}',
  'A {a} look at the {t} {n} behind a {a} {t}',
  'Quick guide to {v} your {t} without a {a} {t}',
];
export const VISUALS = [
  'Close-up of the {t} with bold text over it',
  'Creator points at a {t} {t} on screen',
  'Fast cut from a {a} {t} to the finished {t}',
  'Split screen comparing two {t} setups',
  'Hands holding the {t} in {a} light',
];
