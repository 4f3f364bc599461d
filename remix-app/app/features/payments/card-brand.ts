import type { TCreditCard } from '@crowd/contracts/schemas';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};
const BRAND_MARKS: Record<string, string> = { visa: 'VISA', mastercard: 'MC', amex: 'AMEX', discover: 'DISC' };

/** The short mark on a card's little picture: `VISA`, `MC`. */
export const brandMark = (brand: string): string => BRAND_MARKS[brand.toLowerCase()] ?? brand.slice(0, 4).toUpperCase();

/** A card brand as people write it: the provider sends `visa`, `amex`. */
export const brandName = (brand: string): string =>
  BRANDS[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '—');

/** MM and YY of a card's expiry, as printed on it. */
export const cardExpiry = (card: Pick<TCreditCard, 'expMonth' | 'expYear'>) => ({
  month: String(card.expMonth).padStart(2, '0'),
  year: String(card.expYear % 100).padStart(2, '0'),
});
