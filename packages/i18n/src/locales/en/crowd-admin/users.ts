/** /crowds/{crowdId}/users */
export const users = {
  title: 'Users',
};
