import { data, redirect } from '@remix-run/node';
import { offeredCrowdUserTypes } from '@crowd/contracts/plans';
import { mayChangeCrowdUser, mayManageAdminRole, ZCrowdUserType, type TCrowdUserType } from '@crowd/contracts/enums';
import {
  parseId,
  type TCrowd,
  type TUpdateCrowdRequest,
  type TUpdateCrowdUsersRequest,
} from '@crowd/contracts/schemas';
import { validationError } from 'remix-validated-form';
import { failedActionResponse, formFailure, refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import { redirectWithToast } from '~/lib/toast.server';
import { failedRead } from '~/lib/api-failure.server';
import { requireAdminCrowd, type AdminCrowd, type RouteArgs } from '../crowd-admin.server';
import { crowdTabPath, showsUsersTab } from '../crowd-tabs';
import { addUsersValidator, privacyValidator, USERS_FORMS } from './users-forms';

type Args = RouteArgs & { params: { crowdId?: string } };

/** The tab's crowd; back to the crowd's first tab when its plan has no users tab (spec 2). */
async function requireUsersTab(args: Args): Promise<AdminCrowd> {
  const admin = await requireAdminCrowd(args);
  if (!showsUsersTab(admin.crowd)) throw redirect(crowdTabPath(admin.crowd.id));
  return admin;
}

/**
 * Spec 2: the privacy card only with the plan's privateCrowd feature, and only for admins, since
 * the crowd's settings are theirs (decision 013: PUT /crowd refuses managers).
 */
const showsPrivacy = (crowd: Pick<TCrowd, 'features' | 'role'>): boolean =>
  Boolean(crowd.features?.privateCrowd) && crowd.role === 'CROWD_ADMIN';

const pickPrivacy = (crowd: TCrowd) => ({
  id: crowd.id,
  version: crowd.version,
  privateCrowd: crowd.privateCrowd,
  allowedDomains: crowd.allowedDomains,
  allowPrePrivateLogins: crowd.allowPrePrivateLogins,
  privateUsers: crowd.privateUsers,
  /** The private-users switch only with its own feature. */
  privateUsersFeature: Boolean(crowd.features?.privateUsers),
});
export type PrivacySettings = ReturnType<typeof pickPrivacy>;

export async function loadCrowdUsers(args: Args) {
  const { crowd, api } = await requireUsersTab(args);
  const result = await api.request('listCrowdUsers', { params: { crowdId: crowd.id } });
  if (!result.ok) {
    if (result.status === 403 || result.status === 404) throw redirect('/crowds');
    failedRead(args.request, result.status, 'GET /api/crowdUsers');
  }
  // Without JavaScript, ?delete=<id> shows the confirmation in the page instead of a dialog.
  const deleteParam = new URL(args.request.url).searchParams.get('delete');
  const confirmDelete =
    result.data.find((user) => mayChangeCrowdUser(crowd.role, user) && String(user.id) === deleteParam) ?? null;
  return data({
    users: result.data,
    actorRole: crowd.role,
    // Only what the plan offers and the actor may grant: a manager never grants the admin role.
    userTypes: offeredCrowdUserTypes(crowd.features).filter(
      (type) => type !== 'admin' || mayManageAdminRole(crowd.role),
    ),
    privacy: showsPrivacy(crowd) ? pickPrivacy(crowd) : null,
    confirmDeleteId: confirmDelete?.id ?? null,
  });
}

export async function crowdUsersAction(args: Args): Promise<Response> {
  const admin = await requireUsersTab(args);
  const form = await readFormData(args.request);
  switch (form.get('subaction')) {
    case USERS_FORMS.privacy:
      return savePrivacy(args, admin, form);
    case USERS_FORMS.add:
      return addUsers(args, admin, form);
    case USERS_FORMS.save:
      return saveUsers(args, admin, form);
    case USERS_FORMS.remove:
      return removeUser(args, admin, form);
    default:
      throw new Response(null, { status: 400 });
  }
}

const PRIVACY_FIELDS = ['privateCrowd', 'allowedDomains', 'allowPrePrivateLogins', 'privateUsers'];
const ADD_FIELDS = ['emails', 'userType'];

/** Spec 5: only the changed privacy fields go, with id and version; nothing when nothing changed. */
function privacyChanges(crowd: TCrowd, submitted: TUpdateCrowdRequest): Partial<TUpdateCrowdRequest> {
  const changes: Partial<TUpdateCrowdRequest> = {};
  if (submitted.privateCrowd !== undefined && submitted.privateCrowd !== crowd.privateCrowd)
    changes.privateCrowd = submitted.privateCrowd;
  if (submitted.allowedDomains !== undefined && submitted.allowedDomains.join(' ') !== crowd.allowedDomains.join(' '))
    changes.allowedDomains = submitted.allowedDomains;
  if (submitted.allowPrePrivateLogins !== undefined && submitted.allowPrePrivateLogins !== crowd.allowPrePrivateLogins)
    changes.allowPrePrivateLogins = submitted.allowPrePrivateLogins;
  if (
    crowd.features?.privateUsers &&
    submitted.privateUsers !== undefined &&
    submitted.privateUsers !== crowd.privateUsers
  )
    changes.privateUsers = submitted.privateUsers;
  return changes;
}

async function savePrivacy({ request }: Args, { crowd, api }: AdminCrowd, form: FormData): Promise<Response> {
  if (!showsPrivacy(crowd)) throw new Response(null, { status: 403 });
  const result = await privacyValidator.validate(form);
  if (result.error) return validationError(result.error, refillable(result.submittedData, PRIVACY_FIELDS));
  const changes = privacyChanges(crowd, result.data);
  if (Object.keys(changes).length === 0) {
    return redirectWithToast(pagePath(request), { type: 'INFO', message: 'crowdAdmin:users.privacy.nothingChanged' });
  }
  const response = await api.request('updateCrowd', {
    body: { id: crowd.id, version: result.data.version, ...changes },
  });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: PRIVACY_FIELDS,
      subaction: USERS_FORMS.privacy,
      repopulate: result.submittedData,
    });
  }
  return redirectWithToast(pagePath(request), { message: 'crowd_update_successful' });
}

/**
 * Spec 8: all added → success; all already there → warning; nobody added and some unknown →
 * the error on the field; some unknown → warning. Unknown e-mails were invited, which we say.
 */
async function addUsers({ request }: Args, { crowd, api }: AdminCrowd, form: FormData): Promise<Response> {
  const result = await addUsersValidator.validate(form);
  if (result.error) return validationError(result.error, refillable(result.submittedData, ADD_FIELDS));
  const response = await api.request('addCrowdUsers', { body: { ...result.data, crowdId: crowd.id } });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: ADD_FIELDS,
      subaction: USERS_FORMS.add,
      repopulate: result.submittedData,
    });
  }
  const { message, nonExistingMails, roles } = response.data;
  const page = pagePath(request);
  if (nonExistingMails.length > 0 && roles.length === 0) {
    return formFailure(
      { emails: 'crowdAdmin:users.add.invited' },
      { subaction: USERS_FORMS.add, repopulateFields: result.submittedData, fields: ADD_FIELDS },
    );
  }
  if (nonExistingMails.length > 0) {
    return redirectWithToast(page, {
      type: 'WARNING',
      message: 'crowdAdmin:users.add.someInvited',
      values: { emails: nonExistingMails.join(', ') },
    });
  }
  return redirectWithToast(page, { type: message === 'crowd_users_already_exist' ? 'WARNING' : 'SUCCESS', message });
}

type UserChange = TUpdateCrowdUsersRequest['crowdUsers'][number];

/**
 * The users table posts every row it shows: `id`, and per id its role, enabled checkbox,
 * version and the values it was shown with (`was-<id>`). Only the rows whose values differ
 * from those go to the API.
 */
export function changedRows(form: FormData): UserChange[] {
  const changes: UserChange[] = [];
  for (const raw of form.getAll('id')) {
    const id = parseId(raw);
    if (id === undefined) continue;
    const userType = ZCrowdUserType.safeParse(form.get(`userType-${id}`));
    const version = Number(form.get(`version-${id}`));
    if (!userType.success) continue;
    const disabled = form.get(`enabled-${id}`) !== 'on';
    if (form.get(`was-${id}`) === rowState(userType.data, disabled)) continue;
    changes.push({ id, userType: userType.data, disabled, ...(Number.isInteger(version) ? { version } : {}) });
  }
  return changes;
}

/** A row's values as one string, to tell a changed row from an unchanged one. */
const rowState = (userType: TCrowdUserType, disabled: boolean): string =>
  `${userType}:${disabled ? 'disabled' : 'enabled'}`;

async function saveUsers({ request }: Args, { crowd, api }: AdminCrowd, form: FormData): Promise<Response> {
  const page = pagePath(request, { keepSearch: true });
  const crowdUsers = changedRows(form);
  if (crowdUsers.length === 0) {
    return redirectWithToast(page, { type: 'INFO', message: 'crowdAdmin:users.table.nothingChanged' });
  }
  const response = await api.request('updateCrowdUsers', { body: { crowdId: crowd.id, crowdUsers } });
  if (!response.ok) {
    return failedActionResponse(response.error, { request, fields: [], redirectTo: page });
  }
  const { message } = response.data;
  return redirectWithToast(page, { type: message === 'crowd_users_updated_some' ? 'WARNING' : 'SUCCESS', message });
}

async function removeUser({ request }: Args, { crowd, api }: AdminCrowd, form: FormData): Promise<Response> {
  const page = pagePath(request);
  const crowdUserId = parseId(form.get('crowdUserId'));
  if (crowdUserId === undefined) throw new Response(null, { status: 400 });
  const response = await api.request('deleteCrowdUser', { body: { crowdId: crowd.id, crowdUserId } });
  if (!response.ok) return failedActionResponse(response.error, { request, fields: [], redirectTo: page });
  return redirectWithToast(page, { message: response.data.message });
}
