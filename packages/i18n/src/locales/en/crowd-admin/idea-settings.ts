/** /crowds/{crowdId}/ideaSettings */
export const ideaSettings = {
  title: 'Idea settings',
};
