import type { TCrowdDomainStatus, TUpdateCrowdRequest } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import { signInOn401 } from '~/lib/api-failure.server';
import type { ApiClient } from '~/lib/api.server';
import { failedActionResponse, formFailure, refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import { redirectWithToast } from '~/lib/toast.server';
import { requireAdminCrowd, type RouteArgs } from '../crowd-admin.server';
import {
  crowdChanges,
  domainValidator,
  FORM_FIELDS,
  PROFILE_FORMS,
  profileValidator,
  VERIFY_DOMAIN,
  type ProfileForm,
} from './profile-forms';

type CrowdArgs = RouteArgs & { params: { crowdId?: string } };

/**
 * The tab's crowd comes from the layout's loader; this one adds, for an admin of a crowd with an
 * own domain, the DNS records to set and the certificate's state (GET /crowd/{crowdId}/domain).
 * That read failing leaves the domain card without them rather than failing the page.
 */
export async function loadProfileTab(args: CrowdArgs): Promise<{ domainStatus: TCrowdDomainStatus | null }> {
  const { api, crowd } = await requireAdminCrowd(args);
  if (crowd.domain === null || crowd.role !== 'CROWD_ADMIN') return { domainStatus: null };
  const response = await api.request('getCrowdDomainStatus', { params: { crowdId: crowd.id } });
  if (response.ok) return { domainStatus: response.data };
  signInOn401(args.request, response.status);
  console.error(`[web] GET /api/crowd/${crowd.id}/domain failed: ${response.status}`);
  return { domainStatus: null };
}

/**
 * Either card of the profile tab: PUT /crowd with id, version and the changed fields (spec 5),
 * nothing when nothing changed; or the domain card's Verify. The API refuses managers (decision
 * 013); the page shows them the form read-only.
 */
export async function profileTabAction(args: CrowdArgs): Promise<Response> {
  const { api, crowd } = await requireAdminCrowd(args);
  const form = await readFormData(args.request);
  const subaction = form.get('subaction');
  if (subaction === VERIFY_DOMAIN) return verifyDomain(args.request, api, crowd.id);
  if (subaction !== PROFILE_FORMS.domain && subaction !== PROFILE_FORMS.profile) {
    throw new Response(null, { status: 400 });
  }
  const which: ProfileForm = subaction;
  const validator = which === 'domain' ? domainValidator : profileValidator;
  const result = await validator.validate(form);
  if (result.error) return validationError(result.error, refillable(result.submittedData, FORM_FIELDS[which]));

  const { request } = args;
  const { version } = result.data;
  const changes = crowdChanges(crowd, result.data, which);
  if (Object.keys(changes).length === 0) {
    return redirectWithToast(pagePath(request), { type: 'INFO', message: 'crowdAdmin:profile.nothingChanged' });
  }
  // Spec 4: a crowd without a subscription cannot be made visible (with JavaScript a dialog says so first).
  if (changes.visible === true && crowd.plan === 'no_subscription') {
    return formFailure(
      { visible: 'validation_crowd_visible_no_subscription' },
      { subaction: which, repopulateFields: result.submittedData, fields: FORM_FIELDS[which] },
    );
  }

  const body: TUpdateCrowdRequest = { id: crowd.id, version, ...changes };
  const response = await api.request('updateCrowd', { body });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: FORM_FIELDS[which],
      subaction: which,
      repopulate: result.submittedData,
    });
  }
  return redirectWithToast(pagePath(request), { message: 'crowd_update_successful' });
}

/**
 * POST /crowd/{crowdId}/domain/verify (decision 029): the API looks the proof record up now. A
 * missing or wrong record comes back as an error toast that says which (a 422 on `domain`).
 */
async function verifyDomain(request: Request, api: ApiClient, crowdId: number): Promise<Response> {
  const response = await api.request('verifyCrowdDomain', { params: { crowdId } });
  if (!response.ok) return failedActionResponse(response.error, { request, fields: [] });
  return redirectWithToast(pagePath(request), { message: 'crowd_domain_verified' });
}
