import { foldSearchText, matchRanges, searchTerms } from './search';

describe('idea search folding', () => {
  it('folds every Slovak letter to ASCII and ignores case', () => {
    expect(foldSearchText('Á Ä Č Ď É Í Ĺ Ľ Ň Ó Ô Ŕ Š Ť Ú Ý Ž á ä č ď é í ĺ ľ ň ó ô ŕ š ť ú ý ž')).toBe(
      'a a c d e i l l n o o r s t u y z a a c d e i l l n o o r s t u y z',
    );
    expect(foldSearchText('NÁVRH')).toBe(foldSearchText('návrh'));
  });

  it('keeps letters and digits, one space for anything else', () => {
    expect(foldSearchText('  Ideas: 2026 — „zelená“ <b>strecha</b>! ')).toBe('ideas 2026 zelena b strecha b');
    expect(foldSearchText('Straße Łódź')).toBe('strasse lodz');
  });

  it('searches distinct words of three or more characters', () => {
    expect(searchTerms('Návrh na zelenú STRECHU, návrh')).toEqual(['navrh', 'zelenu', 'strechu']);
    expect(searchTerms('a b')).toEqual([]);
  });

  it('highlights the words a term begins, whatever their accents', () => {
    const text = 'Návrh na zelenú strechu';
    expect(matchRanges(text, searchTerms('navrh strech')).map(([from, to]) => text.slice(from, to))).toEqual([
      'Návrh',
      'strechu',
    ]);
    expect(matchRanges(text, [])).toEqual([]);
  });
});
