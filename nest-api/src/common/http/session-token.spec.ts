import { presentedTokenIn } from './session-token';

describe('the session token of a raw Cookie header', () => {
  it('finds crowd_sid among other cookies, decoded', () => {
    expect(presentedTokenIn('theme=dark; crowd_sid=abc%2Fdef; other=1')).toBe('abc/def');
    expect(presentedTokenIn('crowd_sid="quoted"')).toBe('quoted');
  });

  it('answers nothing for a missing, empty, oversized or malformed token', () => {
    expect(presentedTokenIn(undefined)).toBeUndefined();
    expect(presentedTokenIn('xcrowd_sid=abc')).toBeUndefined();
    expect(presentedTokenIn('crowd_sid=')).toBeUndefined();
    expect(presentedTokenIn(`crowd_sid=${'a'.repeat(257)}`)).toBeUndefined();
    expect(presentedTokenIn('crowd_sid=%E0%A4%A')).toBeUndefined();
  });
});
