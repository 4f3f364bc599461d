import type { TIdeaState } from '@crowd/contracts';

/** The demo crowd's content: enough to show every listing, chip and counter on first start. */
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
] as const;

export interface DemoIdea {
  name: string;
  description: string;
  category: number;
  author: 'admin' | 'follower';
  state: TIdeaState;
  featured?: boolean;
  implemented?: boolean;
  likedBy: Array<'admin' | 'follower'>;
  ratings: Array<{ by: 'admin' | 'follower'; value: number }>;
  comments: Array<{ by: 'admin' | 'follower'; content: string }>;
  daysAgo: number;
}

export const DEMO_IDEAS: DemoIdea[] = [
  {
    name: 'Self-service returns kiosk',
    description:
      '<p>Let customers return items at a kiosk in the store: scan the receipt, drop the parcel, get the refund instantly.</p>',
    category: 0,
    author: 'follower',
    state: 'IN_REVIEW',
    featured: true,
    likedBy: ['admin', 'follower'],
    ratings: [
      { by: 'admin', value: 4 },
      { by: 'follower', value: 5 },
    ],
    comments: [
      { by: 'admin', content: 'We are checking this with the store operations team.' },
      { by: 'follower', content: 'Happy to help with a pilot in my branch!' },
    ],
    daysAgo: 12,
  },
  {
    name: 'Quiet room on every floor',
    description: '<p>A small room without phones or meetings where anyone can focus for an hour.</p>',
    category: 1,
    author: 'follower',
    state: 'APPROVED',
    likedBy: ['admin'],
    ratings: [{ by: 'admin', value: 4 }],
    comments: [{ by: 'admin', content: 'Approved: facilities will convert the small meeting rooms.' }],
    daysAgo: 9,
  },
  {
    name: 'Solar panels on the warehouse roof',
    description:
      '<p>The warehouse roof is flat and faces south. Panels would cover most of our daytime consumption.</p>',
    category: 2,
    author: 'admin',
    state: 'UNDERWAY',
    likedBy: ['follower'],
    ratings: [{ by: 'follower', value: 5 }],
    comments: [],
    daysAgo: 6,
  },
  {
    name: 'Reusable packaging for online orders',
    description: '<p>Ship in sturdy boxes that customers return with their next order for a small discount.</p>',
    category: 2,
    author: 'follower',
    state: 'IMPLEMENTED',
    implemented: true,
    likedBy: ['admin', 'follower'],
    ratings: [{ by: 'admin', value: 5 }],
    comments: [{ by: 'follower', content: 'Love seeing this live already.' }],
    daysAgo: 30,
  },
  {
    name: 'Dark mode for the mobile app',
    description: '<p>Many of us use the app in the evening; a dark theme would be easier on the eyes.</p>',
    category: 0,
    author: 'follower',
    state: 'SUBMITTED',
    likedBy: [],
    ratings: [],
    comments: [],
    daysAgo: 1,
  },
  {
    name: 'Monthly idea hackathon',
    description: '<p>One afternoon a month where teams build a prototype of the best-liked idea.</p>',
    category: 1,
    author: 'admin',
    state: 'DEFERRED',
    likedBy: ['follower'],
    ratings: [{ by: 'follower', value: 3 }],
    comments: [{ by: 'follower', content: 'Could we start with a quarterly one?' }],
    daysAgo: 3,
  },
];
