/** /ideas and /ideas/{ideaId}: the user's ideas and an idea's admin tabs (edit, comments, stats). */
export const ideas = {
  title: 'My ideas',
  description: 'Your ideas and the ideas of the crowds you administer or manage.',
  caption: 'Ideas',
  columns: {
    name: 'Name',
    crowd: 'Crowd',
    status: 'Status',
    likes: 'Likes',
    comments: 'Comments',
    actions: 'Actions',
  },
  untitledCrowd: 'Untitled crowd',
  openOnSite: 'Open “{{name}}” on its crowd’s site',
  empty: {
    title: 'There are no ideas here yet.',
    hint: 'Ideas you add on a crowd’s site, and the ideas of the crowds you run, appear here.',
  },
  delete: {
    action: 'Delete',
    label: 'Delete the idea “{{name}}”',
    title: 'Delete this idea?',
    text: 'The idea “{{name}}” will be deleted with its comments, likes, ratings and pictures. This cannot be undone.',
    confirm: 'Delete idea',
  },
  notFound: 'This idea does not exist (any more), or you may not administer it.',
  layout: {
    back: 'My ideas',
    inCrowd: 'In {{crowd}}',
    viewOnSite: 'View on the crowd’s site',
    newTab: '(opens in a new tab)',
    tabs: {
      label: 'Idea settings',
      detail: 'Edit',
      comments: 'Comments',
      stats: 'Statistics',
    },
  },
  state: {
    label: 'State',
    change: 'Change state',
    apply: 'Set state',
  },
  chips: {
    label: 'State and tags',
  },
  edit: {
    title: 'Edit the idea',
    description: 'Changes show on the crowd’s site as soon as you save them.',
    tags: {
      legend: 'Tags',
      hint: 'Tags show as chips on the idea’s card and page.',
    },
  },
  comments: {
    description: 'Read the idea’s comments, correct your own and delete any that do not belong here.',
  },
  stats: {
    title: 'Statistics',
    description: 'Comments and likes the idea received.',
    all: 'All time',
    last30Days: 'Last 30 days',
    last7Days: 'Last 7 days',
    comments: 'Comments',
    likes: 'Likes',
    chartLabel: 'Comments and likes by period',
    table: 'Comments and likes by period',
    period: 'Period',
  },
  export: {
    title: 'Questionnaire answers',
    description: 'Download the answers given when the idea was added and with each like.',
    json: 'Download answers (JSON)',
    csv: 'Download answers (CSV)',
  },
};
