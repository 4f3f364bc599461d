import type { TUser } from '@crowd/contracts/schemas';

/** What the pages need of the signed-in user (nothing more goes to the browser). */
export type UiUser = Pick<TUser, 'id' | 'name' | 'email' | 'avatarImageId'>;

export const toUiUser = (user: TUser | null): UiUser | null =>
  user ? { id: user.id, name: user.name, email: user.email, avatarImageId: user.avatarImageId } : null;

export { fileHref as fileUrl } from '@crowd/contracts/files';
