import * as S from '../schemas';
import { type TApiRoute } from './route';

export const CROWD_USERS_ROUTES = [
  {
    method: 'get',
    path: '/crowdUsers/{crowdId}',
    operationId: 'listCrowdUsers',
    tag: 'crowdUsers',
    auth: 'user',
    summary: "The crowd's admins and managers",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowdUserListResponse },
  },
  {
    method: 'post',
    path: '/crowdUsers',
    operationId: 'addCrowdUsers',
    tag: 'crowdUsers',
    auth: 'user',
    summary: 'Give existing accounts a role in the crowd by e-mail',
    request: { body: S.ZAddCrowdUsersRequest },
    responses: { 201: S.ZAddCrowdUsersResponse },
  },
  {
    method: 'put',
    path: '/crowdUsers',
    operationId: 'updateCrowdUsers',
    tag: 'crowdUsers',
    auth: 'user',
    summary: 'Change roles and enable or disable crowd users',
    request: { body: S.ZUpdateCrowdUsersRequest },
    responses: { 200: S.ZUpdateCrowdUsersResponse },
  },
  {
    method: 'delete',
    path: '/crowdUsers',
    operationId: 'deleteCrowdUser',
    tag: 'crowdUsers',
    auth: 'user',
    summary: "Remove a crowd user's role (JSON body)",
    request: { body: S.ZDeleteCrowdUserRequest },
    responses: { 200: S.ZDeleteCrowdUserResponse },
  },
] as const satisfies readonly TApiRoute[];
