/** /crowds/{crowdId}/theming */
export const theming = {
  title: 'Vzhľad',
};
