/** An idea's page: gallery, like, questionnaire, rating, share, views. */
export const idea = {
  views: 'Zobrazenia',
};
