/** /crowds: the user's crowds. */
export const crowds = {
  title: 'My crowds',
  description: 'The crowds you administer or manage.',
  create: 'Create crowd',
  creating: 'Creating…',
  columns: {
    name: 'Name',
    status: 'Status',
    plan: 'Plan',
    actions: 'Actions',
  },
  actions: {
    settings: 'Settings of {{name}}',
    open: 'Open the site of {{name}} in a new tab',
    noSite: 'Set a subdomain first, on the crowd’s profile tab.',
    renew: 'Renew',
    renewLabel: 'Renew the subscription of {{name}}',
  },
  delete: {
    label: 'Delete {{name}}',
    title: 'Delete this crowd?',
    text: 'The crowd {{name}} is deleted for good, with its categories, questionnaires, team and logo. This cannot be undone.',
    confirm: 'Delete crowd',
  },
  liveUntil: 'Cancelled – live until {{date}}',
  empty: {
    title: 'You have no crowds yet.',
    hint: 'Create your first crowd, then give it a title and a subdomain on its profile tab.',
  },
};
