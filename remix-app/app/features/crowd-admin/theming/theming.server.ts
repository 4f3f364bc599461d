import { data } from '@remix-run/node';
import type { TThemingData, TUpdateThemingRequest } from '@crowd/contracts';
import { sanitizeRichText } from '@crowd/contracts/sanitize';
import { validationError } from 'remix-validated-form';
import { failedActionResponse, refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import { redirectWithToast } from '~/lib/toast.server';
import { requireAdminCrowd, type AdminCrowd, type RouteArgs } from '../crowd-admin.server';
import { introValidator, logoValidator, THEMING_FORMS } from './theming-forms';

type CrowdArgs = RouteArgs & { params: { crowdId?: string } };

/** PUT /crowd/theming and the logo upload take the crowd's admins only (decision 013); managers see the tab read-only. */
const mayEditTheming = (crowd: Pick<AdminCrowd['crowd'], 'role'>): boolean => crowd.role === 'CROWD_ADMIN';

/** What the logo card needs of the crowd. */
export type ThemingCrowd = Pick<AdminCrowd['crowd'], 'id' | 'version' | 'title' | 'featuredImageId'>;

/** /crowds/{crowdId}/theming: the crowd's logo and its theming row. */
export async function loadTheming(args: CrowdArgs) {
  const { crowd } = await requireAdminCrowd(args);
  return data({
    crowd: {
      id: crowd.id,
      version: crowd.version,
      title: crowd.title,
      featuredImageId: crowd.featuredImageId,
    } satisfies ThemingCrowd,
    theming: crowd.themingData,
    editable: mayEditTheming(crowd),
  });
}

/** The logo and the intro forms post here, told apart by `subaction`. */
export async function themingAction(args: CrowdArgs): Promise<Response> {
  const admin = await requireAdminCrowd(args);
  if (!mayEditTheming(admin.crowd)) throw new Response(null, { status: 403 });
  const form = await readFormData(args.request);
  switch (form.get('subaction')) {
    case THEMING_FORMS.logo:
      return uploadLogo(args, admin, form);
    case THEMING_FORMS.intro:
      return updateIntro(args, admin, form);
    default:
      throw new Response(null, { status: 400 });
  }
}

/** The chosen file goes on as multipart `coverImage` with the crowd's id and version. */
async function uploadLogo({ request }: CrowdArgs, admin: AdminCrowd, form: FormData): Promise<Response> {
  const result = await logoValidator.validate(form);
  if (result.error) return validationError(result.error);

  const { version, coverImage } = result.data;
  const body = new FormData();
  body.set('id', String(admin.crowd.id));
  body.set('version', String(version));
  body.set('coverImage', coverImage, coverImage instanceof File && coverImage.name ? coverImage.name : 'logo');

  const response = await admin.api.request('uploadCrowdCoverImage', { body });
  if (!response.ok) {
    return failedActionResponse(response.error, { request, fields: ['coverImage'], subaction: THEMING_FORMS.logo });
  }
  return redirectWithToast(pagePath(request), { message: 'crowd_update_successful' });
}

type ThemingChanges = Omit<TUpdateThemingRequest, 'id' | 'crowdId' | 'version'>;

/**
 * Spec 5: only the changed fields are sent, nothing at all when nothing changed. The intro counts
 * as changed when what the API would store differs from what it stores now (the editor may write
 * the same text with other markup).
 */
export function themingChanges(stored: TThemingData, submitted: ThemingChanges): ThemingChanges {
  const changes: ThemingChanges = {};
  if (
    (submitted.displayDefaultSlideshow !== undefined &&
      submitted.displayDefaultSlideshow !== stored.displayDefaultSlideshow) ||
    (submitted.displayCustomIntro !== undefined && submitted.displayCustomIntro !== stored.displayCustomIntro)
  ) {
    changes.displayDefaultSlideshow = submitted.displayDefaultSlideshow;
    changes.displayCustomIntro = submitted.displayCustomIntro;
  }
  const color = submitted.customIntroBackgroundColor;
  if (color !== undefined && color.toUpperCase() !== stored.customIntroBackgroundColor.toUpperCase()) {
    changes.customIntroBackgroundColor = color;
  }
  const content = submitted.customIntroContent;
  if (content !== undefined && sanitizeRichText(content) !== stored.customIntroContent) {
    changes.customIntroContent = content;
  }
  return changes;
}

const INTRO_FIELDS = ['introMode', 'customIntroBackgroundColor', 'customIntroContent'];

async function updateIntro({ request }: CrowdArgs, admin: AdminCrowd, form: FormData): Promise<Response> {
  const result = await introValidator.validate(form);
  if (result.error) return validationError(result.error, refillable(result.submittedData, INTRO_FIELDS));

  const { id, version } = result.data;
  const changes = themingChanges(admin.crowd.themingData, result.data);
  if (Object.keys(changes).length === 0) {
    return redirectWithToast(pagePath(request), { type: 'INFO', message: 'crowdAdmin:theming.nothingChanged' });
  }

  const response = await admin.api.request('updateCrowdTheming', {
    body: { id, crowdId: admin.crowd.id, version, ...changes },
  });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: INTRO_FIELDS,
      subaction: THEMING_FORMS.intro,
      repopulate: result.submittedData,
    });
  }
  return redirectWithToast(pagePath(request), { message: 'crowd_update_successful' });
}
