import { UI } from '@crowd/contracts/limits';

/** Spec 9: the intro's 13 named background colours; the first is the default (#F4B91F). */
export const INTRO_PALETTE = [
  { name: 'yellow', hex: UI.defaultIntroColor },
  { name: 'orange', hex: '#F57C00' },
  { name: 'red', hex: '#E53935' },
  { name: 'pink', hex: '#D81B60' },
  { name: 'purple', hex: '#8E24AA' },
  { name: 'indigo', hex: '#3949AB' },
  { name: 'blue', hex: '#1E88E5' },
  { name: 'cyan', hex: '#00ACC1' },
  { name: 'teal', hex: '#00897B' },
  { name: 'green', hex: '#43A047' },
  { name: 'lime', hex: '#C0CA33' },
  { name: 'brown', hex: '#6D4C41' },
  { name: 'grey', hex: '#546E7A' },
] as const;

export const isPaletteColor = (hex: string): boolean =>
  INTRO_PALETTE.some((color) => color.hex.toUpperCase() === hex.toUpperCase());
