import type { TIdeaState, TQuestionType } from '@crowd/contracts';

/** The demo crowd's content: enough to show every listing, chip, counter and filter on first start. */
export const DEMO_CROWD = {
  subdomain: 'demo',
  title: 'Demo Crowd',
  description:
    'A sample crowd to explore the platform: browse ideas, like, rate and comment on them, or sign in as the demo admin to configure the crowd.',
} as const;

export const DEMO_CATEGORIES = [
  { name: 'Products', description: 'Ideas for new products and features.' },
  { name: 'Workplace', description: 'Make our offices and ways of working better.' },
  { name: 'Sustainability', description: 'Save energy, cut waste, help the planet.' },
  { name: 'Customer care', description: 'Serve our customers faster and more kindly.' },
] as const;

/**
 * The crowd's other members: they make the counts look lived-in. They have no password (nobody
 * signs in as them); the admin and the follower are the accounts a visitor tries.
 */
export const DEMO_MEMBERS = [
  { key: 'jana', name: 'Jana Kováčová' },
  { key: 'peter', name: 'Peter Horváth' },
  { key: 'maria', name: 'Mária Varga' },
  { key: 'tomas', name: 'Tomáš Baláž' },
  { key: 'lucia', name: 'Lucia Molnárová' },
  { key: 'martin', name: 'Martin Kráľ' },
  { key: 'eva', name: 'Eva Tóthová' },
  { key: 'david', name: 'David Šimko' },
] as const;

type DemoMemberKey = (typeof DEMO_MEMBERS)[number]['key'];
export type DemoUserKey = 'admin' | 'follower' | DemoMemberKey;

/** Who likes and rates, in order: an idea with `likes: n` is liked by the first n (never the follower). */
export const DEMO_LIKERS: readonly DemoUserKey[] = ['admin', ...DEMO_MEMBERS.map((member) => member.key)];

/** The like questionnaire: asked before a like, so the demo shows the questionnaire dialog. */
export const DEMO_LIKE_QUESTIONNAIRE: ReadonlyArray<{ type: TQuestionType; text: string; options: string[] }> = [
  {
    type: 'SINGLE_CHOICE',
    text: 'How often would this idea help you?',
    options: ['Every day', 'Every week', 'Now and then'],
  },
  { type: 'TEXT', text: 'What would make it even better?', options: [] },
];

/** Answers the seeded likes give to the text question, in turn. */
export const DEMO_LIKE_TEXT_ANSWERS = [
  'Start small and measure it.',
  'Ask the people who will use it first.',
  'Make it available to every branch.',
  'Keep it simple.',
] as const;

export interface DemoIdea {
  name: string;
  description: string;
  category: number | null;
  author: DemoUserKey;
  state: TIdeaState;
  featured?: boolean;
  rewarded?: boolean;
  implemented?: boolean;
  /** How many of DEMO_LIKERS like it (the first ones). */
  likes: number;
  /** Whether the demo follower likes it too (few, so the follower has ideas left to like). */
  followerLikes?: boolean;
  /** Rating values, given by DEMO_LIKERS in order. */
  ratings: number[];
  comments: Array<{ by: DemoUserKey; content: string }>;
  daysAgo: number;
  /** Hue of the generated cover image; null for an idea without pictures. */
  hue: number | null;
  /** Generated gallery pictures besides the cover. */
  attachments?: number;
}

export const DEMO_IDEAS: DemoIdea[] = [
  {
    name: 'Self-service returns kiosk',
    description:
      '<p>Let customers return items at a kiosk in the store: <strong>scan the receipt, drop the parcel, get the refund</strong> instantly.</p><ul><li>No queue at the counter</li><li>Open whenever the store is</li></ul>',
    category: 0,
    author: 'follower',
    state: 'IN_REVIEW',
    featured: true,
    likes: 7,
    followerLikes: true,
    ratings: [4, 5, 4, 5, 3],
    comments: [
      { by: 'admin', content: 'We are checking this with the store operations team.' },
      { by: 'jana', content: 'Happy to help with a pilot in my branch!' },
      { by: 'peter', content: 'The kiosk could print the return label too.' },
    ],
    daysAgo: 12,
    hue: 210,
    attachments: 2,
  },
  {
    name: 'Quiet room on every floor',
    description: '<p>A small room without phones or meetings where anyone can focus for an hour.</p>',
    category: 1,
    author: 'jana',
    state: 'APPROVED',
    rewarded: true,
    likes: 9,
    ratings: [4, 5, 5, 4],
    comments: [
      { by: 'admin', content: 'Approved: facilities will convert the small meeting rooms.' },
      { by: 'maria', content: 'Please add a comfortable chair or two.' },
    ],
    daysAgo: 40,
    hue: 160,
  },
  {
    name: 'Solar panels on the warehouse roof',
    description:
      '<p>The warehouse roof is flat and faces south. Panels would cover most of our <em>daytime</em> consumption.</p>',
    category: 2,
    author: 'admin',
    state: 'UNDERWAY',
    featured: true,
    likes: 8,
    followerLikes: true,
    ratings: [5, 5, 4, 5, 5, 4],
    comments: [
      { by: 'tomas', content: 'The roof was renovated last year, so it can carry them.' },
      { by: 'follower', content: 'Can we show the live production on a screen at the entrance?' },
    ],
    daysAgo: 6,
    hue: 45,
    attachments: 3,
  },
  {
    name: 'Reusable packaging for online orders',
    description: '<p>Ship in sturdy boxes that customers return with their next order for a small discount.</p>',
    category: 2,
    author: 'peter',
    state: 'IMPLEMENTED',
    implemented: true,
    rewarded: true,
    likes: 9,
    ratings: [5, 5, 4, 5],
    comments: [{ by: 'lucia', content: 'Love seeing this live already.' }],
    daysAgo: 60,
    hue: 120,
  },
  {
    name: 'Dark mode for the mobile app',
    description: '<p>Many of us use the app in the evening; a dark theme would be easier on the eyes.</p>',
    category: 0,
    author: 'follower',
    state: 'SUBMITTED',
    likes: 2,
    ratings: [4],
    comments: [],
    daysAgo: 1,
    hue: 260,
  },
  {
    name: 'Monthly idea hackathon',
    description: '<p>One afternoon a month where teams build a prototype of the best-liked idea.</p>',
    category: 1,
    author: 'admin',
    state: 'DEFERRED',
    likes: 4,
    ratings: [3, 4],
    comments: [{ by: 'david', content: 'Could we start with a quarterly one?' }],
    daysAgo: 3,
    hue: 300,
  },
  {
    name: 'Live chat on the order page',
    description: '<p>Customers who hesitate at checkout could ask a question in a chat window instead of leaving.</p>',
    category: 3,
    author: 'maria',
    state: 'IN_REVIEW',
    likes: 6,
    ratings: [4, 4, 3],
    comments: [
      { by: 'eva', content: 'Our team could staff it during opening hours.' },
      { by: 'admin', content: 'We are comparing three chat tools now.' },
    ],
    daysAgo: 8,
    hue: 190,
  },
  {
    name: 'Bike parking with a repair stand',
    description: '<p>Covered bike parking at the main entrance, with a pump and basic tools.</p>',
    category: 1,
    author: 'tomas',
    state: 'APPROVED',
    likes: 5,
    ratings: [5, 4],
    comments: [],
    daysAgo: 22,
    hue: 90,
  },
  {
    name: 'Loyalty points for repairs',
    description:
      '<p>Reward customers who repair instead of replacing: points for every repair in our service centre.</p>',
    category: 0,
    author: 'lucia',
    state: 'SUBMITTED',
    likes: 3,
    ratings: [3, 4, 4],
    comments: [{ by: 'martin', content: 'Would points expire?' }],
    daysAgo: 2,
    hue: 20,
  },
  {
    name: 'Switch the office lights to motion sensors',
    description: '<p>Meeting rooms and corridors stay lit all night. Motion sensors would fix that cheaply.</p>',
    category: 2,
    author: 'martin',
    state: 'IMPLEMENTED',
    implemented: true,
    likes: 7,
    ratings: [5, 4, 5],
    comments: [{ by: 'admin', content: 'Done in both buildings, thanks Martin!' }],
    daysAgo: 75,
    hue: 55,
  },
  {
    name: 'Callback instead of waiting on hold',
    description: '<p>When the hotline is busy, let callers leave their number and call them back in order.</p>',
    category: 3,
    author: 'eva',
    state: 'UNDERWAY',
    featured: true,
    likes: 8,
    ratings: [5, 5, 4, 4, 5],
    comments: [
      { by: 'jana', content: 'This would halve the complaints we get about waiting.' },
      { by: 'peter', content: 'Please send an SMS with the expected time.' },
      { by: 'admin', content: 'The telephony vendor confirmed it is possible.' },
    ],
    daysAgo: 15,
    hue: 340,
    attachments: 1,
  },
  {
    name: 'Shared calendar for the meeting rooms',
    description: '<p>One calendar everyone can see, so rooms are not booked twice.</p>',
    category: 1,
    author: 'david',
    state: 'REJECTED',
    likes: 1,
    ratings: [2],
    comments: [{ by: 'admin', content: 'We already have this in the intranet: see Rooms → Book.' }],
    daysAgo: 50,
    hue: null,
  },
  {
    name: 'Gift wrapping as an option at checkout',
    description: '<p>A small fee for recycled-paper gift wrapping, chosen with one click at checkout.</p>',
    category: 0,
    author: 'jana',
    state: 'APPROVED',
    likes: 5,
    ratings: [4, 3, 4],
    comments: [],
    daysAgo: 18,
    hue: 0,
  },
  {
    name: 'Water fountains instead of bottles',
    description: '<p>Replace bottled water in meetings with filtered water fountains and glass carafes.</p>',
    category: 2,
    author: 'maria',
    state: 'UNDERWAY',
    likes: 6,
    ratings: [5, 4, 4],
    comments: [{ by: 'tomas', content: 'Some floors have no water supply nearby, check first.' }],
    daysAgo: 11,
    hue: 200,
  },
  {
    name: 'FAQ videos for our bestsellers',
    description: '<p>Short videos answering the ten most common questions about each bestseller.</p>',
    category: 3,
    author: 'peter',
    state: 'IN_REVIEW',
    likes: 4,
    ratings: [4, 4],
    comments: [],
    daysAgo: 5,
    hue: 280,
  },
  {
    name: 'Four-day work week pilot',
    description: '<p>Try a four-day week in one team for three months and measure results and wellbeing.</p>',
    category: 1,
    author: 'lucia',
    state: 'DEFERRED',
    likes: 9,
    followerLikes: true,
    ratings: [5, 3, 4, 5, 2, 4],
    comments: [
      { by: 'martin', content: 'Which team would volunteer?' },
      { by: 'eva', content: 'Ours! We already work compressed hours in summer.' },
      { by: 'admin', content: 'Deferred to next year’s planning; we will revisit it in January.' },
    ],
    daysAgo: 33,
    hue: 230,
  },
  {
    name: 'Price alerts for wish lists',
    description: '<p>Notify customers when an item on their wish list gets cheaper.</p>',
    category: 0,
    author: 'tomas',
    state: 'SUBMITTED',
    likes: 2,
    ratings: [],
    comments: [],
    daysAgo: 4,
    hue: 30,
  },
  {
    name: 'Carpooling board for commuters',
    description: '<p>A simple board where colleagues from the same town offer and find rides.</p>',
    category: 2,
    author: 'eva',
    state: 'APPROVED',
    likes: 4,
    ratings: [4, 5],
    comments: [{ by: 'david', content: 'I drive from Trnava every day and have three free seats.' }],
    daysAgo: 26,
    hue: 140,
  },
  {
    name: 'Satisfaction survey after every support ticket',
    description: '<p>One question, one click: how happy were you with our help?</p>',
    category: 3,
    author: 'admin',
    state: 'IMPLEMENTED',
    implemented: true,
    likes: 3,
    ratings: [4, 4],
    comments: [],
    daysAgo: 90,
    hue: 320,
  },
  {
    name: 'Standing desks on request',
    description: '<p>Anyone who asks gets a standing desk within a month.</p>',
    category: 1,
    author: 'martin',
    state: 'SUBMITTED',
    likes: 3,
    ratings: [3],
    comments: [],
    daysAgo: 0,
    hue: 100,
  },
  {
    name: 'Rent instead of buy for tools',
    description: '<p>Customers could rent expensive tools for a weekend instead of buying them for one job.</p>',
    category: 0,
    author: 'david',
    state: 'IN_REVIEW',
    rewarded: true,
    likes: 6,
    ratings: [5, 4, 4, 5],
    comments: [
      { by: 'maria', content: 'A deposit would cover the risk.' },
      { by: 'lucia', content: 'We could start with drills and pressure washers.' },
    ],
    daysAgo: 20,
    hue: 15,
    attachments: 2,
  },
  {
    name: 'Compost bins in the kitchens',
    description: '<p>Separate bins for food waste in every kitchen, emptied by the city’s service.</p>',
    category: 2,
    author: 'jana',
    state: 'IMPLEMENTED',
    implemented: true,
    likes: 5,
    ratings: [4, 5],
    comments: [],
    daysAgo: 120,
    hue: 80,
  },
  {
    name: 'Order status by SMS',
    description: '<p>A text message when the order is packed, shipped and delivered.</p>',
    category: 3,
    author: 'lucia',
    state: 'APPROVED',
    likes: 7,
    ratings: [4, 5, 4],
    comments: [{ by: 'peter', content: 'Let customers switch it off too.' }],
    daysAgo: 14,
    hue: 175,
  },
  {
    name: 'Mentoring for new colleagues',
    description: '<p>Every newcomer gets a mentor from another team for their first three months.</p>',
    category: 1,
    author: 'eva',
    state: 'UNDERWAY',
    likes: 8,
    ratings: [5, 5, 4],
    comments: [{ by: 'jana', content: 'I would gladly be a mentor.' }],
    daysAgo: 28,
    hue: 250,
  },
  {
    name: 'Second-hand corner in the store',
    description: '<p>A corner where returned and refurbished products are sold at a discount.</p>',
    category: 2,
    author: 'peter',
    state: 'SUBMITTED',
    likes: 4,
    ratings: [4],
    comments: [],
    daysAgo: 7,
    hue: 65,
  },
  {
    name: 'Product comparison table',
    description: '<p>Pick up to four products and see their specifications side by side.</p>',
    category: 0,
    author: 'maria',
    state: 'REJECTED',
    likes: 2,
    ratings: [3, 2],
    comments: [{ by: 'admin', content: 'Our catalogue data is not uniform enough yet; we will come back to it.' }],
    daysAgo: 45,
    hue: null,
  },
  {
    name: 'Sign language video calls',
    description: '<p>Offer video calls with a sign language interpreter for deaf customers.</p>',
    category: 3,
    author: 'martin',
    state: 'IN_REVIEW',
    featured: true,
    likes: 6,
    ratings: [5, 5, 5],
    comments: [{ by: 'eva', content: 'A partner organisation offers interpreters by the hour.' }],
    daysAgo: 9,
    hue: 215,
  },
  {
    name: 'Team lunch on Fridays',
    description: '<p>Once a month the company pays for a lunch where teams mix.</p>',
    category: 1,
    author: 'tomas',
    state: 'APPROVED',
    likes: 9,
    ratings: [5, 4, 5, 5],
    comments: [{ by: 'david', content: 'Vegetarian options please!' }],
    daysAgo: 35,
    hue: 10,
  },
  {
    name: 'Paperless invoices',
    description: '<p>Send invoices by e-mail by default and print only on request.</p>',
    category: null,
    author: 'jana',
    state: 'IMPLEMENTED',
    implemented: true,
    likes: 5,
    ratings: [4, 4, 5],
    comments: [],
    daysAgo: 100,
    hue: 150,
  },
  {
    name: 'Open the store an hour earlier on Saturdays',
    description: '<p>Many customers wait at the door on Saturday mornings.</p>',
    category: null,
    author: 'david',
    state: 'SUBMITTED',
    likes: 1,
    ratings: [],
    comments: [],
    daysAgo: 0,
    hue: 35,
  },
];
