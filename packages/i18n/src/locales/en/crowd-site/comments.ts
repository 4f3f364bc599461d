/** The comments on an idea's page. */
export const comments = {
  title: 'Comments',
  /** The heading's count, read out with it. */
  count_one: '{{count}} comment',
  count_other: '{{count}} comments',
  listLabel: 'Comments, newest first',
  form: {
    label: 'Your comment',
    placeholder: 'Share your thoughts on this idea…',
    counter: '{{count}} / {{max}}',
    submit: 'Post comment',
    submitting: 'Posting…',
  },
  signInToComment: 'Sign in to comment',
  signInHint: 'Sign in to join the discussion.',
  edited: 'edited',
  ideaAuthor: 'Idea author',
  edit: {
    action: 'Edit',
    label: 'Edit your comment of {{date}}',
    field: 'Edit your comment',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  delete: {
    action: 'Delete',
    label: 'Delete your comment of {{date}}',
    /** A moderator's delete of someone else's comment (the admin area). */
    labelOf: 'Delete the comment of {{name}} of {{date}}',
    title: 'Delete this comment?',
    text: 'The comment will be removed for good.',
    confirm: 'Delete comment',
  },
  more: 'More comments',
  loadingMore: 'Loading more comments…',
  newer: 'Newer comments',
  unavailable: 'The comments could not be loaded. Please try again later.',
  loadMoreFailed: 'More comments could not be loaded.',
  retry: 'Try again',
};
