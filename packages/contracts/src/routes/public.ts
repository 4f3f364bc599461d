import * as S from '../schemas';
import { type TApiRoute } from './route';

export const PUBLIC_ROUTES = [
  {
    method: 'get',
    path: '/public/crowds',
    operationId: 'listPublicCrowds',
    tag: 'public',
    auth: 'public',
    sharedWhenSignedOut: true,
    summary: 'Public crowds for the landing page',
    responses: { 200: S.ZPublicCrowdListResponse },
  },
  {
    method: 'get',
    path: '/public/ideas/mostLiked',
    operationId: 'listMostLikedIdeas',
    tag: 'public',
    auth: 'public',
    sharedWhenSignedOut: true,
    summary: 'Most liked ideas of public crowds',
    responses: { 200: S.ZPublicIdeaListResponse },
  },
  {
    method: 'get',
    path: '/public/ideas/recent',
    operationId: 'listRecentIdeas',
    tag: 'public',
    auth: 'public',
    sharedWhenSignedOut: true,
    summary: 'Newest ideas of public crowds',
    responses: { 200: S.ZPublicIdeaListResponse },
  },
  {
    method: 'get',
    path: '/public/ideas/views/{ideaId}',
    operationId: 'countIdeaView',
    tag: 'public',
    auth: 'optional',
    summary: 'Count one view of an idea',
    request: { params: S.ZIdeaIdParams },
    responses: { 200: S.ZIdeaViewResponse },
  },
] as const satisfies readonly TApiRoute[];
