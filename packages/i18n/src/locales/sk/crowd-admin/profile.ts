/** /crowds/{crowdId}/profile */
export const profile = {
  title: 'Profil a doména',
};
