import { isEmail, normalizeEmail, splitEmailList, uniqueEmails, zEmail } from './email';

describe('e-mail helpers', () => {
  it('splits lists on white space, commas and semicolons and drops blanks', () => {
    expect(splitEmailList(' a@x.sk, b@y.com;c@z.org\n\n d@w.eu ;; ,\t')).toEqual([
      'a@x.sk',
      'b@y.com',
      'c@z.org',
      'd@w.eu',
    ]);
    expect(splitEmailList('   ')).toEqual([]);
    expect(splitEmailList('')).toEqual([]);
    expect(splitEmailList('one@x.sk')).toEqual(['one@x.sk']);
  });

  it('normalizes and deduplicates', () => {
    expect(normalizeEmail('  John.Doe@Example.COM ')).toBe('john.doe@example.com');
    expect(uniqueEmails(['A@x.sk', 'a@x.sk', 'b@x.sk'])).toEqual(['a@x.sk', 'b@x.sk']);
  });

  it.each(['a@b.co', 'john.doe+tag@mail.example.sk', 'ľudo@príklad.sk'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a@.sk', 'a@b.', 'a b@c.sk', 'a@b.sk,c@d.sk', '@b.sk', 'a@@b.sk'])(
    'rejects %j',
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );

  it('zEmail trims and lower-cases before checking', () => {
    expect(zEmail('validation_registration_email').parse('  Jane@Example.SK ')).toBe('jane@example.sk');
    expect(zEmail('validation_login_email').safeParse('nope').error?.issues[0]?.message).toBe('validation_login_email');
  });
});
