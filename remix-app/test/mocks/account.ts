import {
  ZNotificationType,
  type TCreditCard,
  type TCreditCardListResponse,
  type TDeleteCreditCardResponse,
  type TErrorBody,
  type TGetNotificationSettingsResponse,
  type TMarkNotificationsReadResponse,
  type TNotification,
  type TNotificationListResponse,
  type TUpdateAvatarResponse,
  type TUpdateNotificationSettingsResponse,
  type TUpdatePasswordResponse,
  type TUpdateUserResponse,
  type TUser,
  type TUserRolesResponse,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse, type HttpHandler } from 'msw';
import { makeUser } from './factories';
import { mockApi } from './api';

let nextId = 5000;

export function makeNotification(overrides: Partial<TNotification> = {}): TNotification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    type: 'ideaLiked',
    entityType: 'idea',
    entityId: id + 1,
    crowdId: 10,
    data: { name: `Idea ${id}` },
    createdAt: new Date(Date.UTC(2025, 0, 1) + id * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function makeCreditCard(overrides: Partial<TCreditCard> = {}): TCreditCard {
  return {
    id: `pm_${nextId++}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2040,
    primary: false,
    ...overrides,
  };
}

export function makeNotificationSettings(
  overrides: Partial<TGetNotificationSettingsResponse> = {},
): TGetNotificationSettingsResponse {
  return {
    version: 0,
    ...(Object.fromEntries(ZNotificationType.options.map((type) => [type, true])) as Omit<
      TGetNotificationSettingsResponse,
      'version' | 'digests'
    >),
    digests: Object.fromEntries(ZNotificationType.options.map((type) => [type, 'off'])),
    ...overrides,
  };
}

/** What the account API mock received: method, path and JSON body (or multipart fields). */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface AccountApiOptions {
  user?: TUser;
  roles?: TUserRolesResponse;
  settings?: TGetNotificationSettingsResponse;
  cards?: TCreditCardListResponse | { status: number };
  notifications?: TNotification[] | { status: number };
}

const stale = (entity: string) =>
  HttpResponse.json<TErrorBody>(
    { error: 'optimistic_locking_error' },
    { status: 409, headers: { 'X-Stale-Entity': entity } },
  );

/**
 * A signed-in user's API as the account pages use it, typed from the contracts. It keeps the
 * user's version: a write with another version answers 409 with X-Stale-Entity, as the API does.
 */
export function accountApi(options: AccountApiOptions = {}): { handlers: HttpHandler[]; calls: RecordedCall[] } {
  let user = options.user ?? makeUser();
  const calls: RecordedCall[] = [];
  const record = async (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  const handlers = [
    mockApi('getUser', async ({ request }) => {
      await record(request);
      return HttpResponse.json<TUser>(user);
    }),
    mockApi('getUserRoles', async ({ request }) => {
      await record(request);
      return HttpResponse.json<TUserRolesResponse>(options.roles ?? {});
    }),
    mockApi('updateUser', async ({ request }) => {
      const body = await request.json();
      await record(request, body);
      if (body.version !== user.version) return stale('User');
      user = { ...user, ...body, version: user.version + 1 };
      return HttpResponse.json<TUpdateUserResponse>({ message: 'account_update_successful', user });
    }),
    mockApi('updateAvatar', async ({ request }) => {
      const form = await request.formData();
      const avatar = form.get('avatar');
      await record(request, {
        id: form.get('id'),
        version: form.get('version'),
        avatar: avatar instanceof File ? { name: avatar.name, type: avatar.type, size: avatar.size } : avatar,
      });
      if (Number(form.get('version')) !== user.version) return stale('User');
      user = { ...user, avatarImageId: 77, version: user.version + 1 };
      return HttpResponse.json<TUpdateAvatarResponse>({ message: 'avatar_upload_successful', user });
    }),
    mockApi('updatePassword', async ({ request }) => {
      const body = await request.json();
      await record(request, body);
      if (body.version !== user.version) return stale('User');
      if (user.hasPassword && ('currentPassword' in body ? body.currentPassword : undefined) !== 'Current1!') {
        return HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'currentPassword', msg: 'validation_invalid_current_password' }] },
          { status: 422 },
        );
      }
      const message = user.hasPassword ? 'change_password_successful' : 'set_password_successful';
      user = { ...user, hasPassword: true, version: user.version + 1 };
      return HttpResponse.json<TUpdatePasswordResponse>({ message, user });
    }),
    mockApi('getNotificationSettings', async ({ request }) => {
      await record(request);
      return HttpResponse.json<TGetNotificationSettingsResponse>(options.settings ?? makeNotificationSettings());
    }),
    mockApi('updateNotificationSettings', async ({ request }) => {
      const body = await request.json();
      await record(request, body);
      const before = options.settings ?? makeNotificationSettings();
      const settings = { ...before, ...body, digests: { ...before.digests, ...body.digests } };
      return HttpResponse.json<TUpdateNotificationSettingsResponse>({
        message: 'notifications_update_successful',
        settings: { ...settings, version: settings.version + 1 },
      });
    }),
    mockApi('listCreditCards', async ({ request }) => {
      await record(request);
      const cards = options.cards ?? [];
      if (!Array.isArray(cards)) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: cards.status });
      return HttpResponse.json<TCreditCardListResponse>(cards);
    }),
    mockApi('deleteCreditCard', async ({ request, params }) => {
      await record(request);
      const cards = Array.isArray(options.cards) ? options.cards : [];
      const card = cards.find((entry) => entry.id === params.id);
      if (!card) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: 404 });
      const rest = cards.filter((entry) => entry !== card);
      return HttpResponse.json<TDeleteCreditCardResponse>({
        message: card.primary && rest.length > 0 ? 'credit_card_deleted_new_default' : 'credit_card_deleted',
        cards: rest,
      });
    }),
    mockApi('listNotifications', async ({ request }) => {
      await record(request);
      const all = options.notifications ?? [];
      if (!Array.isArray(all)) return HttpResponse.json<TErrorBody>({ error: 'not_found' }, { status: all.status });
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return HttpResponse.json<TNotificationListResponse>({
        notifications: all.slice(offset, offset + limit),
        allCount: all.length,
        unreadCount: all.filter((notification) => notification.readAt === null).length,
      });
    }),
    mockApi('markNotificationsRead', async ({ request }) => {
      const body = await request.json();
      await record(request, body);
      return HttpResponse.json<TMarkNotificationsReadResponse>({
        updated: 1,
        unreadCount: 0,
        readAt: new Date().toISOString(),
      });
    }),
  ];
  return { handlers, calls };
}
