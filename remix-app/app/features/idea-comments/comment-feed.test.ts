import { makeComment } from '../../../test/mocks/comment-factories';
import { mergeComments } from './comment-feed';

describe('mergeComments (the list the page keeps while one scrolls, posts and deletes)', () => {
  const [a, b, c, d] = [makeComment(), makeComment(), makeComment(), makeComment()];

  it('keeps each comment once, newest first, the fresher copy winning', () => {
    const edited = { ...b!, content: 'Edited', updatedAt: '2026-03-02T00:00:00.000Z' };
    const merged = mergeComments([d!, c!, b!], [c!, edited, a!]);
    expect(merged.map((comment) => comment.id)).toEqual([d!.id, c!.id, b!.id, a!.id]);
    expect(merged[2]?.content).toBe('Edited');
  });

  it('keeps a comment the first page no longer holds after a new one pushed it off', () => {
    const fresh = makeComment();
    expect(mergeComments([c!, b!], [fresh, c!]).map((comment) => comment.id)).toEqual([fresh.id, c!.id, b!.id]);
  });

  it('leaves out what the visitor deleted, even if a slower answer still lists it', () => {
    expect(mergeComments([c!], [b!, a!], new Set([b!.id])).map((comment) => comment.id)).toEqual([c!.id, a!.id]);
  });
});
