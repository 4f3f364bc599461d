/** /crowds/{crowdId}/billing */
export const billing = {
  title: 'Fakturačné údaje',
  description: 'Faktúry za predplatné crowdu sa vystavujú na tieto údaje.',
  readOnly: 'Fakturačné údaje môžu meniť len administrátori crowdu.',
  fields: {
    name: 'Meno',
    companyName: 'Názov firmy',
    street: 'Ulica',
    postalCode: 'PSČ',
    city: 'Mesto',
    country: 'Krajina',
    companyId: 'IČO',
    taxId: 'DIČ',
    vatId: 'IČ DPH',
  },
  optional: 'nepovinné',
  save: 'Uložiť fakturačné údaje',
  saving: 'Ukladám…',
  nothingChanged: 'Nič sa nezmenilo.',
};
