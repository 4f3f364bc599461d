/** /crowds/{crowdId}/ideaSettings */
export const ideaSettings = {
  title: 'Nastavenia nápadov',
};
