import * as S from '../schemas';
import { type TApiRoute } from './route';

export const NOTIFICATIONS_ROUTES = [
  {
    method: 'get',
    path: '/notification',
    operationId: 'listNotifications',
    tag: 'notifications',
    auth: 'user',
    summary: "The user's notifications, newest first, with total and unread counts",
    request: { query: S.ZNotificationListQuery },
    responses: { 200: S.ZNotificationListResponse },
  },
  {
    method: 'get',
    path: '/notification/topBar',
    operationId: 'getTopBar',
    tag: 'notifications',
    auth: 'user',
    summary:
      "A page's top bar in one call: the signed-in user and their newest notifications (the dropdown's size) with both counts",
    responses: { 200: S.ZTopBarResponse },
  },
  {
    method: 'put',
    path: '/notification',
    operationId: 'markNotificationsRead',
    tag: 'notifications',
    auth: 'user',
    summary: 'Mark the given notifications read, or all without ids',
    request: { body: S.ZMarkNotificationsReadRequest },
    responses: { 200: S.ZMarkNotificationsReadResponse },
  },
] as const satisfies readonly TApiRoute[];
