/** /crowds/{crowdId}: the tabs, banners and preview button around every tab. */
export const layout = {
  untitled: 'Untitled crowd',
  back: 'All crowds',
  preview: 'Crowd homepage preview',
  newTab: '(opens in a new tab)',
  previewNoSite: 'Set a subdomain first, on the profile tab.',
  banners: {
    label: 'What this crowd still needs',
    trial_one: 'Your trial subscription ends in {{count}} day.',
    trial_other: 'Your trial subscription ends in {{count}} days.',
    trialEndsToday: 'Your trial subscription ends today.',
    noSubscription: 'This crowd has no active subscription: its site is not shown to visitors.',
    noLogo: 'This crowd has no logo yet.',
    noLogoLink: 'Upload a logo',
    notVisible: 'This crowd is hidden: only its admins and managers see its site.',
    notVisibleLink: 'Profile settings',
  },
  tabs: {
    label: 'Crowd settings sections',
    profile: 'Profile',
    theming: 'Theming',
    categories: 'Categories',
    billing: 'Billing',
    ideaSettings: 'Idea settings',
    subscription: 'Subscription',
    users: 'Users',
  },
};
