import { padPreview } from './preview-list';

describe('padPreview', () => {
  it('fills a short list up to ten with placeholders', () => {
    expect(padPreview([1, 2, 3])).toEqual([1, 2, 3, null, null, null, null, null, null, null]);
    expect(padPreview([])).toEqual(Array(10).fill(null));
  });

  it('keeps a full list and cuts a longer one', () => {
    const eleven = Array.from({ length: 11 }, (_, n) => n);
    expect(padPreview(eleven)).toEqual(eleven.slice(0, 10));
  });
});
