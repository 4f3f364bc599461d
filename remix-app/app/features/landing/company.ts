/** The operator of the service, on the landing pages' contact block and in the legal texts (the spec omits the real values). */
export const COMPANY_CONTACT = {
  name: 'Crowd Ideas s.r.o.',
  email: 'info@example.com',
  phone: '+421 900 000 000',
  address: 'Example Street 1, 811 01 Bratislava, Slovakia',
} as const;
