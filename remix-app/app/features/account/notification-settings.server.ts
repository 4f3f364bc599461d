import { data } from '@remix-run/node';
import { ZNotificationType, type TNotificationType } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import { failedRead } from '~/lib/api-failure.server';
import { notificationSettingsValidator } from './account-forms';
import {
  failedActionResponse,
  pagePath,
  redirectWithAccountToast,
  requireAccount,
  type RouteArgs,
} from './account.server';
import { readFormData } from '~/lib/form-data.server';

export async function loadNotificationSettings(args: RouteArgs) {
  const account = await requireAccount(args);
  const result = await account.api.request('getNotificationSettings');
  if (!result.ok) {
    failedRead(args.request, result.status, 'GET /api/user/notificationSettings');
  }
  const { version, digests, ...flags } = result.data;
  // The types the API answered, those that can reach this user (by their crowd roles), in the contracts' order.
  const settings = ZNotificationType.options.flatMap((type: TNotificationType) => {
    const enabled = flags[type];
    return enabled === undefined ? [] : [{ type, enabled, digest: digests[type] ?? 'off' }];
  });
  return data({ version, settings });
}

export async function notificationSettingsAction(args: RouteArgs): Promise<Response> {
  const account = await requireAccount(args);
  const result = await notificationSettingsValidator.validate(await readFormData(args.request));
  if (result.error) return validationError(result.error);

  const response = await account.api.request('updateNotificationSettings', { body: result.data });
  if (!response.ok) {
    return failedActionResponse(response.error, { request: args.request, fields: [] });
  }
  return redirectWithAccountToast(pagePath(args.request), { message: response.data.message });
}
