import { DEFAULT_THEMING } from '@crowd/contracts';
import { customIntroOf, prefersDarkText } from './crowd-intro';

describe('customIntroOf', () => {
  it('is the stored intro on its colour when the admins chose the custom intro', () => {
    expect(
      customIntroOf({
        ...DEFAULT_THEMING,
        displayCustomIntro: true,
        customIntroContent: '<p>Hi</p>',
        customIntroBackgroundColor: '#3949AB',
      }),
    ).toEqual({ html: '<p>Hi</p>', background: '#3949AB', darkText: false });
  });

  it('is null for the default slideshow or an intro without text', () => {
    expect(customIntroOf({ ...DEFAULT_THEMING, customIntroContent: '<p>Hi</p>' })).toBeNull();
    expect(customIntroOf({ ...DEFAULT_THEMING, displayCustomIntro: true, customIntroContent: '<p> </p>' })).toBeNull();
  });

  it('falls back to the default colour for a stored value that is not a colour', () => {
    const intro = customIntroOf({
      ...DEFAULT_THEMING,
      displayCustomIntro: true,
      customIntroContent: '<p>Hi</p>',
      customIntroBackgroundColor: 'red;background:url(x)',
    });
    expect(intro?.background).toBe('#F4B91F');
  });
});

describe('prefersDarkText', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(prefersDarkText('#F4B91F')).toBe(true);
    expect(prefersDarkText('#C0CA33')).toBe(true);
    expect(prefersDarkText('#3949AB')).toBe(false);
    expect(prefersDarkText('#000')).toBe(false);
    expect(prefersDarkText('#fff')).toBe(true);
  });
});
