import { isRichTextEmpty } from '@crowd/contracts/rich-text';
import { HEX_COLOR_REGEX } from '@crowd/contracts/text';
import { UI } from '@crowd/contracts/limits';
import type { TThemingData } from '@crowd/contracts/schemas';

const channels = (hex: string): [number, number, number] => {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
};

/** WCAG relative luminance of an sRGB colour. */
const luminance = (hex: string): number => {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The intro's background: the stored colour when it is one, else the default. */
export const introBackground = (color: string): string => (HEX_COLOR_REGEX.test(color) ? color : UI.defaultIntroColor);

/** Whether dark text contrasts better than white on `background` (the higher WCAG contrast ratio wins). */
export const prefersDarkText = (background: string): boolean => {
  const l = luminance(introBackground(background));
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05);
};

export interface CustomIntro {
  /** Sanitized by the API when it was stored. */
  html: string;
  background: string;
  darkText: boolean;
}

/** The custom intro the crowd's home shows (spec 4), or null for the default header. */
export function customIntroOf(
  theming: Pick<TThemingData, 'displayCustomIntro' | 'customIntroContent' | 'customIntroBackgroundColor'>,
): CustomIntro | null {
  if (!theming.displayCustomIntro || isRichTextEmpty(theming.customIntroContent)) return null;
  const background = introBackground(theming.customIntroBackgroundColor);
  return { html: theming.customIntroContent, background, darkText: prefersDarkText(background) };
}
