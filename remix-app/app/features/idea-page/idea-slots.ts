/** The idea page's slots for a reader's own controls, filled in for a browser without script (decision 042). */
export const IDEA_SLOTS = { like: 'idea-like', rating: 'idea-rating' } as const;
