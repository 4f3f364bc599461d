/** The operator's contact block on the landing pages (the spec omits the real values). */
export const COMPANY_CONTACT = {
  email: 'info@example.com',
  phone: '+421 900 000 000',
  address: 'Example Street 1, 811 01 Bratislava, Slovakia',
} as const;
