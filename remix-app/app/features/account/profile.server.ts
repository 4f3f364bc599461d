import { data } from '@remix-run/node';
import { DEFAULT_TIME_ZONE, ZEraseUserOwnsCrowdsError, type TUpdateUserRequest, type TUser } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import { localeCookie } from '~/i18n/i18next.server';
import { getEnv } from '~/lib/env.server';
import { refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import {
  ACCOUNT_FORMS,
  avatarValidator,
  changePasswordValidator,
  deleteAccountValidator,
  profileValidator,
  setPasswordValidator,
} from './account-forms';
import {
  failedActionResponse,
  pagePath,
  redirectWithAccountToast,
  requireAccount,
  type Account,
  type RouteArgs,
} from './account.server';

/** What the profile page shows of the user. */
const pickProfile = (user: TUser) => ({
  id: user.id,
  version: user.version,
  email: user.email,
  name: user.name,
  about: user.about,
  locale: user.locale,
  timeZone: user.timeZone,
  hasPassword: user.hasPassword,
  avatarImageId: user.avatarImageId,
});
export type ProfileUser = ReturnType<typeof pickProfile>;

/**
 * The time zones the profile offers: this server's Intl list (the API validates with the same
 * Intl), UTC first and the user's own kept even when the list lacks it (decision 036).
 */
function timeZoneOptions(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return [...new Set([DEFAULT_TIME_ZONE, current, ...known])];
}

export async function loadProfile(args: RouteArgs) {
  const account = await requireAccount(args);
  return data({ user: pickProfile(account.user), timeZones: timeZoneOptions(account.user.timeZone) });
}

/** The profile page's forms post here, told apart by `subaction`. */
export async function profileAction(args: RouteArgs): Promise<Response> {
  const account = await requireAccount(args);
  const form = await readFormData(args.request);
  switch (form.get('subaction')) {
    case ACCOUNT_FORMS.avatar:
      return uploadAvatar(args, account, form);
    case ACCOUNT_FORMS.profile:
      return updateProfile(args, account, form);
    case ACCOUNT_FORMS.password:
      return updatePassword(args, account, form);
    case ACCOUNT_FORMS.deleteAccount:
      return deleteAccount(args, account, form);
    default:
      throw new Response(null, { status: 400 });
  }
}

/** The square-cropped jpeg (or, without JavaScript, the file as chosen) goes on as multipart. */
async function uploadAvatar({ request }: RouteArgs, account: Account, form: FormData): Promise<Response> {
  const result = await avatarValidator.validate(form);
  if (result.error) return validationError(result.error);

  const { id, version, avatar } = result.data;
  const body = new FormData();
  body.set('id', String(id));
  body.set('version', String(version));
  const name = avatar instanceof File && avatar.name ? avatar.name : 'avatar.jpg';
  body.set('avatar', avatar, name);

  const response = await account.api.request('updateAvatar', { body });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: ['avatar'],
      subaction: ACCOUNT_FORMS.avatar,
    });
  }
  return redirectWithAccountToast(pagePath(request), { message: response.data.message });
}

/**
 * Spec 5: only changed, non-empty fields are sent, with id and version, and nothing at all when
 * nothing changed. "Changed" compares with the user as the API has them now.
 */
type ProfileFields = 'name' | 'about' | 'locale' | 'timeZone';

export function profileChanges(
  user: Pick<TUser, ProfileFields>,
  submitted: Pick<TUpdateUserRequest, ProfileFields>,
): Partial<Pick<TUpdateUserRequest, ProfileFields>> {
  const changes: Partial<Pick<TUpdateUserRequest, ProfileFields>> = {};
  if (submitted.name && submitted.name !== user.name) changes.name = submitted.name;
  if (submitted.about && submitted.about !== user.about) changes.about = submitted.about;
  if (submitted.locale && submitted.locale !== user.locale) changes.locale = submitted.locale;
  if (submitted.timeZone && submitted.timeZone !== user.timeZone) changes.timeZone = submitted.timeZone;
  return changes;
}

/** The profile card's fields (the avatar and password have forms of their own). */
const PROFILE_FIELDS = ['name', 'about', 'locale', 'timeZone'];

async function updateProfile({ request }: RouteArgs, account: Account, form: FormData): Promise<Response> {
  const result = await profileValidator.validate(form);
  if (result.error) return validationError(result.error, refillable(result.submittedData, PROFILE_FIELDS));

  const { id, version } = result.data;
  const changes = profileChanges(account.user, result.data);
  if (Object.keys(changes).length === 0) {
    return redirectWithAccountToast(pagePath(request), { type: 'INFO', message: 'account:profile.nothingChanged' });
  }

  const body: TUpdateUserRequest = { id, version, ...changes };
  const response = await account.api.request('updateUser', { body });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: PROFILE_FIELDS,
      subaction: ACCOUNT_FORMS.profile,
      repopulate: result.submittedData,
    });
  }

  const headers = new Headers();
  if (changes.locale) {
    // The stored locale is the user's language from now on (ARCHITECTURE: locale).
    const secure = getEnv().PUBLIC_PROTOCOL === 'https';
    headers.append('Set-Cookie', await localeCookie.serialize(changes.locale, { secure }));
  }
  return redirectWithAccountToast(pagePath(request), { message: response.data.message }, headers);
}

/** Change (with the current password) or set (a user without one): PUT /user/password either way. */
async function updatePassword({ request }: RouteArgs, account: Account, form: FormData): Promise<Response> {
  const validator = account.user.hasPassword ? changePasswordValidator : setPasswordValidator;
  const result = await validator.validate(form);
  if (result.error) return validationError(result.error);

  const response = await account.api.request('updatePassword', { body: result.data });
  if (!response.ok) {
    return failedActionResponse(response.error, {
      request,
      fields: account.user.hasPassword
        ? ['currentPassword', 'password', 'confirmPassword']
        : ['password', 'confirmPassword'],
      subaction: ACCOUNT_FORMS.password,
    });
  }
  return redirectWithAccountToast(pagePath(request), { message: response.data.message });
}

/**
 * Delete account (decision 034): erased at once with the password (the API's answer clears the
 * session cookie; the site's home page greets the signed-out visitor with a toast), or a confirmation link
 * mailed to an account without one. An owner of crowds gets the list of crowds to hand over first.
 */
async function deleteAccount({ request }: RouteArgs, account: Account, form: FormData): Promise<Response> {
  const result = await deleteAccountValidator.validate(form);
  if (result.error) return validationError(result.error, refillable(result.submittedData, ['removeContent']));

  const { password, removeContent } = result.data;
  const response = await account.api.request('eraseUser', { body: { password, removeContent } });
  if (!response.ok) {
    const owns = ZEraseUserOwnsCrowdsError.safeParse(response.error.body);
    if (response.error.status === 409 && owns.success)
      return Response.json({ ownedCrowds: owns.data.crowds }, { status: 409 });
    return failedActionResponse(response.error, {
      request,
      fields: ['password'],
      subaction: ACCOUNT_FORMS.deleteAccount,
    });
  }
  if (response.data.status === 'link_sent') {
    return redirectWithAccountToast(pagePath(request), { type: 'INFO', message: response.data.message });
  }
  return redirectWithAccountToast('/', { message: response.data.message });
}
