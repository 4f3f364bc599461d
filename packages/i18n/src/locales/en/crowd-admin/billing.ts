/** /crowds/{crowdId}/billing */
export const billing = {
  title: 'Billing information',
  description: 'Invoices for the crowd’s subscription are issued to these details.',
  readOnly: 'Only the crowd’s admins can change the billing information.',
  fields: {
    name: 'Name',
    companyName: 'Company name',
    street: 'Street',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    companyId: 'Company ID',
    taxId: 'Tax ID',
    vatId: 'VAT ID',
  },
  optional: 'optional',
  save: 'Save billing information',
  saving: 'Saving…',
  nothingChanged: 'Nothing has changed.',
};
