/** /crowds: the user's crowds. */
export const crowds = {
  title: 'My crowds',
};
