/** /crowds/{crowdId}/categories */
export const categories = {
  title: 'Kategórie',
};
