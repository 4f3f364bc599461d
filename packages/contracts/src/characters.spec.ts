import { hasHiddenCharacters, withoutHiddenCharacters } from './characters';

describe('hidden characters in names', () => {
  it.each([
    ['Ann\r\nBcc: victim@example.com', 'CR and LF'],
    ['Ann\nhttp://evil.example', 'a line feed'],
    ['a\u0000\u0007b', 'NUL and bell'],
    ['Ann\tLee', 'a tab'],
    ['Ann\u0085Lee', 'a C1 next line'],
    ['Ann\u2028Lee', 'a line separator'],
    ['Ann\u2029Lee', 'a paragraph separator'],
    ['\u202Egnp.exe', 'a right-to-left override'],
    ['Ann\u202ALee', 'a left-to-right embedding'],
    ['Ann\u2066Lee\u2069', 'isolates'],
    ['Ann\u200FLee', 'a right-to-left mark'],
    ['Ann\u200BLee', 'a zero-width space'],
    ['Ann\u2060Lee', 'a word joiner'],
    ['Ann\uFEFFLee', 'a zero-width no-break space'],
    ['Ann\u00ADLee', 'a soft hyphen'],
    ['Ann\u{E0041}', 'a tag character'],
    ['Ann\uE000', 'a private-use character'],
    ['\u2800', 'a braille blank'],
    ['\u3164', 'a Hangul filler'],
    ['Ann\u115FLee', 'a Hangul choseong filler'],
    ['Ann\uFFA0Lee', 'a halfwidth Hangul filler'],
  ])('finds them in %j (%s)', (name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
  });

  it.each([
    ['Ján Novák'],
    ['Zoë O’Brien-Smith'],
    ['李小龍'],
    ['مریم‌السادات', 'a zero-width non-joiner of Persian'],
    ['क्‍ष', 'a zero-width joiner of Devanagari'],
    ['Ann 👩‍👩‍👧', 'an emoji sequence with joiners'],
    ['Ann ❤️', 'an emoji with a variation selector'],
    ['Ann\u00A0Lee', 'a no-break space'],
  ])('allows %j', (name) => {
    expect(hasHiddenCharacters(name)).toBe(false);
  });

  it('turns each run of hidden characters into one space', () => {
    expect(withoutHiddenCharacters('Ann\r\nBcc: x@example.com')).toBe('Ann Bcc: x@example.com');
    expect(withoutHiddenCharacters('a\u0000\u0007b\u202Ec')).toBe('a b c');
    expect(withoutHiddenCharacters('Ján 👩‍👩‍👧')).toBe('Ján 👩‍👩‍👧');
  });
});
