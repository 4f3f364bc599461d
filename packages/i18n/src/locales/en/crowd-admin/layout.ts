/** /crowds/{crowdId}: the tabs, banners and preview button around every tab. */
export const layout = {
  untitled: 'Untitled crowd',
  back: 'All crowds',
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
