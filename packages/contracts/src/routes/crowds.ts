import * as S from '../schemas';
import { type TApiRoute, imageFile } from './route';

export const CROWDS_ROUTES = [
  {
    method: 'get',
    path: '/crowd',
    operationId: 'listCrowds',
    tag: 'crowds',
    auth: 'user',
    summary: 'Crowds the user administers or manages',
    responses: { 200: S.ZCrowdListResponse },
  },
  {
    method: 'post',
    path: '/crowd',
    operationId: 'createCrowd',
    tag: 'crowds',
    auth: 'user',
    summary:
      'Create a crowd (no body); 422 crowd_unsubscribed_limit_reached when the user already owns the most crowds that never had a subscription',
    responses: { 201: S.ZCreateCrowdResponse },
  },
  {
    method: 'delete',
    path: '/crowd/{crowdId}',
    operationId: 'deleteCrowd',
    tag: 'crowds',
    auth: 'user',
    summary:
      'Delete a crowd with its categories, questionnaires, members and files: its owner only, and only a crowd that never had a subscription (422 crowd_delete_had_subscription) and has no ideas (422 crowd_delete_has_ideas)',
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZDeleteCrowdResponse },
  },
  {
    method: 'put',
    path: '/crowd',
    operationId: 'updateCrowd',
    tag: 'crowds',
    auth: 'user',
    summary: 'Update a crowd (changed fields plus id and version)',
    request: { body: S.ZUpdateCrowdRequest },
    responses: { 200: S.ZUpdateCrowdResponse },
  },
  {
    method: 'get',
    path: '/crowd/{crowdId}/domain',
    operationId: 'getCrowdDomainStatus',
    tag: 'crowds',
    auth: 'user',
    summary:
      "The own domain's DNS records to publish, its proof and its TLS certificate's state, probed now (crowd admins); empty records and certificate none without an own domain",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowdDomainStatus },
  },
  {
    method: 'post',
    path: '/crowd/{crowdId}/domain/verify',
    operationId: 'verifyCrowdDomain',
    tag: 'crowds',
    auth: 'user',
    summary:
      "Look up the own domain's DNS TXT record now (crowd admins); 422 on the domain field when it is missing or wrong",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowd },
  },
  {
    method: 'post',
    path: '/crowd/uploadCoverImage',
    operationId: 'uploadCrowdCoverImage',
    tag: 'crowds',
    auth: 'user',
    summary: "Upload the crowd's logo",
    request: {
      multipart: {
        fields: S.ZUploadCoverImageMultipart,
        files: [imageFile('coverImage', 1, 'file_upload_image_only', true)],
      },
    },
    responses: { 200: S.ZUploadCoverImageResponse },
  },
  {
    method: 'put',
    path: '/crowd/theming',
    operationId: 'updateCrowdTheming',
    tag: 'crowds',
    auth: 'user',
    summary: "Update the crowd's theming (changed fields plus id, crowdId and version)",
    request: { body: S.ZUpdateThemingRequest },
    responses: { 200: S.ZUpdateThemingResponse },
  },
] as const satisfies readonly TApiRoute[];
