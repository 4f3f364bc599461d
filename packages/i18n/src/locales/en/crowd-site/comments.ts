/** The comments on an idea's page. */
export const comments = {
  title: 'Comments',
};
