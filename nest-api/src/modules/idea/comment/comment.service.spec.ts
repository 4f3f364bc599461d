import type { Comment } from './entities/comment.entity';
import { toCommentView } from './comment.service';

const at = new Date('2026-03-01T10:00:00.000Z');

const comment = (fields: Partial<Comment> = {}): Comment =>
  ({
    id: 7,
    ideaId: 3,
    crowdId: 1,
    ownerId: 42,
    authorName: 'Carl',
    content: '<b>plain</b>',
    createdAt: at,
    updatedAt: at,
    ...fields,
  }) as Comment;

describe('toCommentView', () => {
  it('marks the idea author and the role, and gives no updatedAt before an edit', () => {
    expect(
      toCommentView(comment(), { id: 3, crowdId: 1, ownerId: 42 }, { avatarImageId: 9, role: 'CROWD_ADMIN' }),
    ).toEqual({
      id: 7,
      ideaId: 3,
      ownerId: 42,
      authorName: 'Carl',
      authorAvatarId: 9,
      authorCrowdRole: 'CROWD_ADMIN',
      ideaAuthor: true,
      content: '<b>plain</b>',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: null,
    });
  });

  it('gives the edit time once edited, and an erased author is nobody', () => {
    const edited = new Date('2026-03-01T11:00:00.000Z');
    const view = toCommentView(
      comment({ ownerId: null, updatedAt: edited }),
      { id: 3, crowdId: 1, ownerId: null },
      undefined,
    );
    expect(view).toMatchObject({
      ownerId: null,
      ideaAuthor: false,
      authorAvatarId: null,
      authorCrowdRole: null,
      updatedAt: '2026-03-01T11:00:00.000Z',
    });
  });
});
