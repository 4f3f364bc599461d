/** The crowd's home: idea cards, category tabs, filters, the slideshow. */
export const home = {
  ideas: 'Nápady',
};
