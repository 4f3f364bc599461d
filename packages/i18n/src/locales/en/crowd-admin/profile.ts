/** /crowds/{crowdId}/profile */
export const profile = {
  title: 'Profile and domain',
};
