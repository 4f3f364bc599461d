/** The main site's page for the public, /intro (spec 2.10); the business page's texts are in common `landing`. */
export const landing = {
  hero: {
    title: 'Monetize your ideas',
    subtitle: 'Share your ideas with companies and organisations. If your idea is implemented, you may earn a reward.',
    cta: 'Join now',
  },
  howItWorks: {
    title: 'How it works',
    step1Title: 'Find a crowd',
    step1Text: 'Browse public crowds of companies and organisations.',
    step2Title: 'Share your idea',
    step2Text: 'Describe your idea, add images or videos and submit it.',
    step3Title: 'Get support',
    step3Text: 'Others like, rate and comment on your idea.',
    step4Title: 'Earn a reward',
    step4Text: 'When your idea is implemented, you may be rewarded.',
  },
  benefits: {
    title: 'What you get',
    benefit1Title: 'Your voice is heard',
    benefit1Text: 'Your ideas reach the people who can make them happen.',
    benefit2Title: 'Rewards',
    benefit2Text: 'Crowds may reward ideas that they implement.',
    benefit3Title: 'A community',
    benefit3Text: 'Discuss ideas and improve them together with others.',
  },
  publicCrowds: {
    title: 'Public crowds',
    text: 'Companies and organisations that are collecting ideas right now.',
    visit: 'Visit {{title}}',
    ideas: 'Ideas',
    likes: 'Likes',
    since: 'Since {{date}}',
    placeholderTitle: 'Your crowd could be here',
    placeholderText: 'Start your own crowd and collect ideas from your community.',
    placeholderCta: 'Start a crowd',
  },
  mostLiked: {
    title: 'Most liked ideas',
    text: 'The ideas the crowds support the most.',
  },
  newest: {
    title: 'Newest ideas',
    text: 'Fresh ideas, just submitted.',
  },
  ideas: {
    byIn: '{{author}} in {{crowd}}',
    likes: 'Likes',
    comments: 'Comments',
    placeholderTitle: 'Your idea could be here',
    placeholderText: 'Join a crowd and share your first idea.',
  },
};
