import type { TCrowdView } from '@crowd/contracts/schemas';
import { isCrowdFull } from '~/features/idea-form/ideas-limit';

/** The crowd fields the browser needs for the crowd site's chrome. */
export const toShellCrowd = (crowd: TCrowdView) => ({
  id: crowd.id,
  name: crowd.name,
  title: crowd.title,
  hideTitle: crowd.hideTitle,
  privateCrowd: crowd.privateCrowd,
  role: crowd.role,
  /** False only for the crowd's admins and managers, who see their hidden crowd (a preview). */
  visible: crowd.visible,
  /** The crowd's one image (`POST /crowd/uploadCoverImage`): its logo in the top bar and on crowd cards. */
  featuredImageId: crowd.featuredImageId,
  themingData: crowd.themingData,
  /** The plan takes no more ideas: the add-idea button opens the limit dialog. */
  ideasFull: isCrowdFull(crowd),
});
export type ShellCrowd = ReturnType<typeof toShellCrowd>;
