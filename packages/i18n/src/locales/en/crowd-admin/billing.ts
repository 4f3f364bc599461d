/** /crowds/{crowdId}/billing */
export const billing = {
  title: 'Billing information',
};
