import { ZUpdateThemingRequest, ZUploadCoverImageMultipart } from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';
import { imageFileProblem } from '~/features/account/account-forms';
import { formId, formNumber, isRecord } from '~/lib/form-values';

/** The theming tab's two forms post to one action, told apart by `subaction`. */
export const THEMING_FORMS = { logo: 'logo', intro: 'intro' } as const;

/** Spec 4: the intro is either the default slideshow or the custom intro, one choice of two. */
export type TIntroMode = 'slideshow' | 'custom';

/**
 * The intro form's fields as PUT /crowd/theming takes them: numeric id, crowdId and version, and
 * the intro mode's radio as the two flags (an unknown mode leaves them out of the request).
 */
const introFromForm = (value: unknown): unknown => {
  if (!isRecord(value)) return value;
  const mode = value['introMode'];
  const known = mode === 'slideshow' || mode === 'custom';
  return {
    id: formId(value['id']),
    crowdId: formId(value['crowdId']),
    version: formNumber(value['version']),
    ...(known ? { displayDefaultSlideshow: mode === 'slideshow', displayCustomIntro: mode === 'custom' } : {}),
    customIntroBackgroundColor: value['customIntroBackgroundColor'],
    customIntroContent: value['customIntroContent'] ?? '',
  };
};

export const introValidator = withZod(z.preprocess(introFromForm, ZUpdateThemingRequest));

const ZCoverImageFile = z
  .unknown()
  .superRefine((value, ctx) => {
    const problem = imageFileProblem(value, 'file_upload_image_only');
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  })
  .transform((value) => value as Blob);

/** POST /crowd/uploadCoverImage's text fields plus the `coverImage` file. */
export const logoValidator = withZod(ZUploadCoverImageMultipart.extend({ coverImage: ZCoverImageFile }));
