/** The crowd's home: idea cards, category tabs, filters, the slideshow. */
export const home = {
  ideas: 'Ideas',
  categories: 'Categories',
  categoriesHint: 'Ideas of this crowd are sorted into these categories.',
  allCategories: 'All',
  filters: 'Filter ideas',
  noFilter: 'All ideas',
  empty: 'There are no ideas here yet.',
  emptyFiltered: 'No idea matches this filter.',
  search: {
    label: 'Search ideas',
    placeholder: 'Search names, descriptions and comments',
    submit: 'Search',
    clear: 'Clear the search',
    resultsFor: 'Ideas matching “{{search}}”',
    empty: 'No idea matches “{{search}}”.',
    addIdea: 'Add it as a new idea',
  },
  loadFailed: 'The ideas could not be loaded. Please try again in a moment.',
  retry: 'Try again',
  nextPage: 'Next page',
  firstPage: 'Back to the first page',
  loadingMore: 'Loading more ideas…',
  card: {
    rating: 'Rating',
    likes: 'Likes',
    comments: 'Comments',
    views: 'Views',
    state: 'State',
  },
  slideshow: {
    label: 'About this crowd',
    close: 'Close the introduction',
    goTo: 'Show slide {{number}}',
    slides: {
      search: {
        title: 'Discover ideas',
        text: 'Browse what others have proposed and find the ideas that move you.',
      },
      bulb: {
        title: 'Share your idea',
        text: 'Got something better in mind? Describe it and let the crowd see it.',
      },
      heart: {
        title: 'Like and rate',
        text: 'Your likes, ratings and comments show which ideas matter most.',
      },
      package: {
        title: 'See ideas come true',
        text: 'The best ideas move from review to reality, and their authors can be rewarded.',
      },
    },
  },
  intro: {
    close: 'Close the banner',
  },
  private: {
    title: 'Private crowd',
    text: 'This crowd is private: only its members can see it. Ask its owners to invite you.',
  },
};
