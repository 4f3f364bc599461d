import fc from 'fast-check';
import { codePointLength } from './characters';
import { checkPassword, PASSWORD_PATTERN, passwordProblems, zPassword } from './password';

describe('checkPassword', () => {
  it.each([
    ['Abcdef1!', 'exactly 8 characters'],
    ['Abcdefghijklmnopqrstuvw1!', 'exactly 25 characters'],
    ['Žluťoučký1#', 'accented letters'],
    ['Passw0rd€', 'a currency sign is a symbol'],
    ['Passw0rd_', 'an underscore is a symbol'],
    ['Passw0rd😀', 'an emoji is a symbol'],
    ['Passw0rd❤️', 'an emoji with the variation selector a phone keyboard adds'],
  ])('accepts %s (%s)', (password) => {
    expect(checkPassword(password)).toBe(true);
  });

  it.each([
    ['Abcde1!', 'too_short', '7 characters'],
    ['Abcdefghijklmnopqrstuvwx1!', 'too_long', '26 characters'],
    ['abcdefg1!', 'uppercase', 'no uppercase letter'],
    ['ABCDEFG1!', 'lowercase', 'no lowercase letter'],
    ['Abcdefgh!', 'digit', 'no digit'],
    ['Abcdefgh1', 'symbol', 'no symbol'],
    ['Abcd efg1!', 'whitespace', 'a space'],
    ['Abcd\tefg1!', 'whitespace', 'a tab'],
    ['Abcd\u00a0efg1!', 'whitespace', 'a no-break space'],
  ])('rejects %j: %s (%s)', (password, problem) => {
    expect(checkPassword(password)).toBe(false);
    expect(passwordProblems(password)).toContain(problem);
  });

  it.each([
    ['Abcdefg1\u200b', 'a zero-width space'],
    ['Abcdefg1\u200d', 'a zero-width joiner'],
    ['Abcdefg1\ufeff', 'a zero-width no-break space'],
    ['Abcdefg1\u2060', 'a word joiner'],
    ['Abcdefg1\u202e', 'a right-to-left override'],
    ['Abcdefg1\u2066', 'a left-to-right isolate'],
    ['Abcdefg1\u200f', 'a right-to-left mark'],
    ['Abcdefg1\u0000', 'a NUL'],
    ['Abcdefg1\u0007', 'a bell'],
    ['Abcdefg1\u007f', 'a delete'],
    ['Abcdefg1\u0085', 'a C1 control'],
    ['Abcdefg1\ue000', 'a private-use character'],
    ['Abcdefg1\u00ad', 'a soft hyphen'],
  ])('does not count %j as the symbol: %s', (password) => {
    expect(checkPassword(password)).toBe(false);
    expect(passwordProblems(password)).toEqual(expect.arrayContaining(['symbol', 'invisible']));
  });

  it.each([
    ['Abcdefg1!\u200b', 'a zero-width space'],
    ['Abcdefg1!\u202e', 'a right-to-left override'],
    ['Abcdefg1!\u0000', 'a NUL'],
    ['Abcdefg1!\u3164', 'a Hangul filler (an invisible letter)'],
    ['Abcd\u034fefg1!', 'a combining grapheme joiner'],
  ])('refuses %j even beside a visible symbol: %s', (password) => {
    expect(checkPassword(password)).toBe(false);
    expect(passwordProblems(password)).toEqual(['invisible']);
  });

  it.each([
    ['Abcdefg1\u2800', 'a braille blank'],
    ['Abcdefg1\u3164', 'a Hangul filler'],
    ['Abcdefg1\u115f', 'a Hangul choseong filler'],
    ['Abcdefg1\u1160', 'a Hangul jungseong filler'],
    ['Abcdefg1\uffa0', 'a halfwidth Hangul filler'],
  ])('refuses %j outright: %s looks blank and is no symbol', (password) => {
    expect(checkPassword(password)).toBe(false);
    expect(passwordProblems(password)).toEqual(['symbol', 'invisible']);
    expect(passwordProblems(password.replace(/.$/u, '!\u2800'))).toEqual(['invisible']);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('😀')).toBe(1);
    // 7 code points but 8 UTF-16 units: still too short.
    expect(checkPassword('Abcd1!😀')).toBe(false);
    // 25 code points with astral characters (longer than 25 in UTF-16) is allowed.
    const password = 'Ab1' + '😀'.repeat(22);
    expect(codePointLength(password)).toBe(25);
    expect(password.length).toBeGreaterThan(25);
    expect(checkPassword(password)).toBe(true);
    expect(checkPassword(password + 'x')).toBe(false);
  });

  it('is false for non-strings', () => {
    expect(checkPassword(undefined)).toBe(false);
    expect(checkPassword(12345678)).toBe(false);
  });

  it('is the pattern the OpenAPI document gives password fields', () => {
    const nearPasswords = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 6, maxLength: 28 }),
      fc.string({ unit: 'binary', minLength: 6, maxLength: 28 }),
      fc
        .tuple(
          fc.constantFrom('A', 'Ž', 'a', 'ž', '1', '٣', '!', '😀', ' ', '\u200b', '\u2800', '\n', '\ufe0f'),
          fc.nat(30),
        )
        .map(([unit, n]) => `Aa1!${unit.repeat(n % 24)}`),
    );
    fc.assert(
      fc.property(nearPasswords, (password) => PASSWORD_PATTERN.test(password) === checkPassword(password)),
      { numRuns: 3000 },
    );
  });

  it('zPassword reports the given message key', () => {
    const result = zPassword('validation_change_password_password').safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation_change_password_password');
    expect(zPassword('validation_registration_password').safeParse(undefined).error?.issues[0]?.message).toBe(
      'validation_registration_password',
    );
  });
});
