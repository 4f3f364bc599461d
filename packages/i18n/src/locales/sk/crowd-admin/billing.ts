/** /crowds/{crowdId}/billing */
export const billing = {
  title: 'Fakturačné údaje',
};
