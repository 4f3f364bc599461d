/** UI words of the shell, landing pages and shared components. */
export const common = {
  /** A 429 with Retry-After, in whole minutes (i18next picks the plural form of the language). */
  rateLimited: {
    tryAgainIn_one: 'Too many attempts. Please try again in {{count}} minute.',
    tryAgainIn_other: 'Too many attempts. Please try again in {{count}} minutes.',
  },
  nav: {
    home: 'Home',
    myAccount: 'My account',
    myCrowds: 'My crowds',
    myIdeas: 'My ideas',
    dashboard: 'Dashboard',
    logout: 'Log out',
    login: 'Log in',
    register: 'Register',
    notifications: 'Notifications',
    addIdea: 'Add idea',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    main: 'Main navigation',
    userMenu: 'User menu',
  },
  language: {
    label: 'Language',
    switchTo: 'Switch language',
    en: 'English',
    sk: 'Slovenčina',
    enShort: 'EN',
    skShort: 'SK',
  },
  footer: {
    copyright: '© {{year}} Crowd Ideas. All rights reserved.',
    termsOfService: 'Terms of service',
    privacyPolicy: 'Privacy policy',
    blog: 'Blog',
    contact: 'Contact',
  },
  loading: 'Loading…',
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
  },
  /** A posted form the web refuses before any page reads it (decision 029). */
  badRequest: {
    title: 'The form could not be read',
    text: 'What was sent is not a form this page takes. Go back, reload the page and try again.',
  },
  error: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred. Please try again in a moment.',
    retry: 'Try again',
    requestId: 'Error reference: {{id}}',
    forbiddenTitle: 'Access denied',
    forbiddenText: 'You do not have permission to view this page.',
    status: 'Error {{status}}',
  },
  /** The author of ideas and comments whose account was erased (decision 034). */
  deletedUser: 'Deleted user',
  backToHome: 'Back to home',
  scrollToTop: 'Back to top',
  crowdPreview: {
    hidden: 'This crowd is hidden: only its admins and managers see it.',
  },
  crowdBlocked: {
    disabledTitle: 'Crowd disabled',
    hiddenTitle: 'Crowd hidden',
    notFoundTitle: 'Crowd not found',
    privateTitle: 'Private crowd',
    privateText: 'This crowd is private. Please log in to see it.',
    goToMainSite: 'Go to {{product}}',
  },
  actions: {
    close: 'Close',
    save: 'Save',
    cancel: 'Cancel',
    confirm: 'Confirm',
    delete: 'Delete',
    edit: 'Edit',
    add: 'Add',
    create: 'Create',
    back: 'Back',
    next: 'Next',
    submit: 'Submit',
    send: 'Send',
    share: 'Share',
    upload: 'Upload',
    remove: 'Remove',
    change: 'Change',
    renew: 'Renew',
    search: 'Search',
    showMore: 'Show more',
    showLess: 'Show less',
    readMore: 'Read more',
    yes: 'Yes',
    no: 'No',
    ok: 'OK',
  },
  dialog: {
    confirmTitle: 'Are you sure?',
    deleteTitle: 'Delete?',
    deleteText: 'This cannot be undone.',
    unsavedChanges: 'You have unsaved changes. Leave anyway?',
  },
  pagination: {
    rowsPerPage: 'Rows per page',
    all: 'All',
    previous: 'Previous',
    next: 'Next',
    first: 'First page',
    last: 'Last page',
    pageOf: 'Page {{page}} of {{pages}}',
    range: '{{from}}–{{to}} of {{total}}',
    apply: 'Apply',
  },
  table: {
    sortBy: 'Sort by {{column}}',
    sortAscending: 'Sorted ascending',
    sortDescending: 'Sorted descending',
    notSorted: 'Not sorted',
    actions: 'Actions',
  },
  /** The crowd's public home page. */
  empty: {
    generic: 'Nothing here yet.',
    search: 'Nothing matches your search.',
    crowds: 'You have no crowds yet. Create your first one.',
    ideas: 'There are no ideas yet.',
    myIdeas: 'You have not submitted any ideas yet.',
    comments: 'No comments yet. Be the first to comment.',
    notifications: 'You have no notifications.',
    categories: 'There are no categories yet.',
    creditCards: 'You have no saved cards.',
    users: 'There are no users yet.',
  },
  notifications: {
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    history: 'Notification history',
    showAll: 'Show all notifications',
    unread: 'Unread',
    region: 'Notifications ({hotkey})',
    bellLabel: 'Notifications, {{count}} unread',
    unreadCount: '{{count}} unread',
    types: {
      crowdCreated: 'Your crowd “{{name}}” has been created.',
      crowdTopLevelDomainAdded: 'The domain {{domain}} has been set for the crowd “{{name}}”.',
      crowdSubscriptionActivated: 'The subscription of the crowd “{{name}}” is active.',
      crowdSubscriptionUpgraded: 'The subscription of the crowd “{{name}}” has been upgraded.',
      crowdSubscriptionDowngraded: 'The subscription of the crowd “{{name}}” has been downgraded.',
      crowdSubscriptionCancelled: 'The subscription of the crowd “{{name}}” has been cancelled.',
      crowdSubscriptionPastDue: 'The payment for the crowd “{{name}}” failed.',
      crowdSubscriptionPastDueTemporarilyDeactivated:
        'The crowd “{{name}}” has been temporarily deactivated for non-payment.',
      crowdSubscriptionRenewed: 'The subscription of the crowd “{{name}}” has been renewed.',
      crowdSubscriptionReactivated: 'The crowd “{{name}}” is active again.',
      crowdRoleAdded: 'You have been given a role in the crowd “{{name}}”.',
      ideaAdded: 'A new idea “{{name}}” has been added.',
      ideaCommented: 'Someone commented on the idea “{{name}}”.',
      ideaLiked: 'Someone likes your idea “{{name}}”.',
      ideaLikeMilestoneReached: 'Your idea “{{name}}” has reached a like milestone.',
      ideaMarkedByAdmin: 'An admin has marked your idea “{{name}}”.',
      ideaStateChanged: 'The state of your idea “{{name}}” has changed.',
      ideaMerged: 'An idea was merged into “{{name}}”.',
      webhookDisabled: 'A webhook of the crowd “{{name}}” has been disabled.',
    },
    detailed: {
      crowdRoleAdded: 'You have been given the role {{role}} in the crowd “{{name}}”.',
      ideaCommented: '{{authorName}} commented on your idea “{{name}}”.',
      ideaLikeMilestoneReached_one: 'Your idea “{{name}}” has reached {{milestone}} like.',
      ideaLikeMilestoneReached_other: 'Your idea “{{name}}” has reached {{milestone}} likes.',
      ideaMarkedByAdmin: 'An admin has marked your idea “{{name}}”: {{tags}}.',
      ideaStateChanged: 'The state of your idea “{{name}}” has changed to {{state}}.',
      ideaMerged: '“{{sourceName}}” was merged into “{{name}}”: its likes, ratings and comments are there now.',
      webhookDisabled: 'The webhook to {{url}} of the crowd “{{name}}” failed repeatedly and has been disabled.',
    },
  },
  ideaStates: {
    SUBMITTED: 'Submitted',
    IN_REVIEW: 'In review',
    DEFERRED: 'Deferred',
    APPROVED: 'Approved',
    UNDERWAY: 'Underway',
    IMPLEMENTED: 'Implemented',
    REJECTED: 'Rejected',
  },
  ideaTags: {
    implemented: 'Implemented',
    featured: 'Featured',
    rewarded: 'Rewarded',
    new_idea: 'New idea',
    most_likes: 'Most likes',
    most_comments: 'Most comments',
  },
  roles: {
    CROWD_ADMIN: 'Crowd admin',
    CROWD_MANAGER: 'Crowd manager',
    CROWD_FOLLOWER: 'Follower',
    ideaAuthor: 'Idea author',
    crowdOwner: 'Crowd owner',
  },
  plans: {
    trial: 'Trial',
    party: 'Party',
    concert: 'Concert',
    festival: 'Festival',
    no_subscription: 'No subscription',
  },
  crowdStatus: {
    active: 'Active',
    inactive: 'Inactive',
  },
  /** Each page's <title> (the site's name is appended) and meta description. */
  meta: {
    landing: {
      title: 'Idea portal for your business',
      description:
        'Run your own branded idea portal: collect ideas from customers and employees, let the crowd pick the best and reward them.',
    },
    intro: {
      title: 'Share your ideas and earn rewards',
      description:
        'Share your ideas with companies and organisations, get support from the community and earn a reward when an idea is implemented.',
    },
    privacyPolicy: {
      title: 'Privacy policy',
      description: 'Which personal data Crowd Ideas keeps, why, and how to have it erased.',
    },
    serviceAgreement: {
      title: 'Terms of service',
      description: 'The terms under which Crowd Ideas provides its service to crowd owners and their crowds.',
    },
    login: {
      title: 'Log in',
      description: 'Log in to your account with your e-mail and password or a social account.',
    },
    socialEmail: {
      title: 'Your e-mail address',
      description: 'Enter the e-mail address to finish signing in with your social account.',
    },
    register: {
      title: 'Create an account',
      description: 'Create a free account to share ideas and run your own crowd.',
    },
    forgotPassword: {
      title: 'Forgotten password',
      description: 'Ask for a link to set a new password for your account.',
    },
    resendActivation: {
      title: 'New activation link',
      description: 'Ask for a new link to activate your account.',
    },
    resetPassword: {
      title: 'Set a new password',
      description: 'Choose a new password for your account.',
    },
    eraseAccount: {
      title: 'Delete your account',
      description: 'Confirm erasing your Crowd Ideas account.',
    },
    accountActivation: {
      title: 'Account activation',
      description: 'The result of activating your account.',
    },
    profile: {
      title: 'Profile',
      description: 'Your name, photo, about text and password.',
    },
    notificationSettings: {
      title: 'Notification settings',
      description: 'Choose which notifications you receive by e-mail.',
    },
    notificationHistory: {
      title: 'Notification history',
      description: 'The notifications you have received.',
    },
    creditCards: {
      title: 'Credit cards',
      description: 'The payment cards of the crowds you administer.',
    },
    crowds: {
      title: 'My crowds',
      description: 'The crowds you administer or manage: create a crowd and open its settings.',
    },
    crowdProfile: {
      title: 'Crowd profile and domain',
      description: "The crowd's address, title, description, language and visibility.",
    },
    crowdTheming: {
      title: 'Crowd theming',
      description: "The crowd's logo, intro and colours.",
    },
    crowdCategories: {
      title: 'Crowd categories',
      description: 'The categories ideas of the crowd are sorted into.',
    },
    crowdCategoryCreate: {
      title: 'New category',
      description: 'Add a category to the crowd.',
    },
    crowdCategoryEdit: {
      title: 'Edit category',
      description: "Change a category's name, description and visibility.",
    },
    crowdBilling: {
      title: 'Crowd billing information',
      description: "The company details printed on the crowd's invoices.",
    },
    crowdIdeaSettings: {
      title: 'Idea questionnaires',
      description: 'The questions asked when an idea is created or liked.',
    },
    crowdWebhooks: {
      title: 'Crowd webhooks',
      description: 'Where the crowd sends its idea events, and how each delivery went.',
    },
    crowdUsers: {
      title: 'Crowd users',
      description: "The crowd's admins and managers and who may use a private crowd.",
    },
    crowdSubscription: {
      title: 'Crowd subscription',
      description: "The crowd's plan: change, renew or cancel it.",
    },
    subscribe: {
      title: 'Subscribe to a plan',
      description: 'Choose a plan and pay for a new crowd.',
    },
    myIdeas: {
      title: 'My ideas',
      description: 'Your ideas and the ideas of the crowds you run: their state, tags, likes and comments.',
    },
    ideaAdminEdit: {
      title: 'Edit idea',
      description: 'Edit an idea of your crowd, set its state and its featured, rewarded and implemented tags.',
    },
    ideaAdminComments: {
      title: 'Idea comments',
      description: 'Read, correct and delete the comments on an idea of your crowd.',
    },
    ideaAdminMerge: {
      title: 'Merge an idea',
      description: 'Fold a duplicate idea into the one it repeats, with its likes, ratings and comments.',
    },
    ideaAdminStats: {
      title: 'Idea statistics',
      description:
        'Comments and likes of an idea over all time, the last 30 and the last 7 days, and its answers to download.',
    },
    crowdHome: {
      title: 'Ideas',
      description: 'The ideas of {{name}}: share yours, like, rate and discuss them.',
    },
    idea: {
      title: 'Idea',
      description: 'An idea of {{name}}: like it, rate it, share it and discuss it.',
    },
    ideaLike: {
      title: 'Like an idea',
      description: 'A few questions of {{name}} before your like.',
    },
    ideaShare: {
      title: 'Share an idea',
      description: 'Send an idea of {{name}} to your friends by e-mail.',
    },
    createIdea: {
      title: 'Add an idea',
      description: 'Add your idea to {{name}}.',
    },
    editIdea: {
      title: 'Edit an idea',
      description: 'Change your idea in {{name}}.',
    },
    crowdNotFound: {
      title: 'Crowd not found',
      description: 'There is no crowd at this address.',
    },
    crowdDisabled: {
      title: 'Crowd disabled',
      description: 'This crowd has been disabled.',
    },
    crowdHidden: {
      title: 'Crowd hidden',
      description: 'This crowd is not visible at the moment.',
    },
    crowdPrivate: {
      title: 'Private crowd',
      description: 'Only the members of this crowd can see it.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has been moved.',
    },
    error: {
      title: 'Something went wrong',
      description: 'An unexpected error occurred.',
    },
  },
};
