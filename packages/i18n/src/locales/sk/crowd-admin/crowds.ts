/** /crowds: crowdy používateľa. */
export const crowds = {
  title: 'Moje crowdy',
};
