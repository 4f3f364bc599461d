import { IMAGE_WIDTHS } from '../limits';
import { ZFileQuery } from '../schemas';
import { fileHref, fileSrcSet } from './file-urls';

describe('image addresses', () => {
  it('names the original or a width copy of an image', () => {
    expect(fileHref(7)).toBe('/api/file?fileId=7');
    expect(fileHref(7, 320)).toBe('/api/file?fileId=7&w=320');
    expect(fileSrcSet(7, [80, 160])).toBe('/api/file?fileId=7&w=80 80w, /api/file?fileId=7&w=160 160w');
  });

  it('accepts the fixed widths only', () => {
    for (const width of IMAGE_WIDTHS) {
      expect(ZFileQuery.parse({ fileId: '7', w: String(width) })).toEqual({ fileId: 7, w: width });
    }
    expect(ZFileQuery.parse({ fileId: '7' })).toEqual({ fileId: 7 });
    for (const w of ['100', '0', '-80', '80.5', 'x', ''])
      expect(ZFileQuery.safeParse({ fileId: '7', w }).success).toBe(false);
  });
});
