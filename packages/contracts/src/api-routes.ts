import type { AnyZodObject, ZodTypeAny, z } from 'zod';
import type { MessageKey } from './message-keys';
import * as S from './schemas';

export type THttpMethod = 'get' | 'post' | 'put' | 'delete';
/** public: no session needed; optional: works signed out, richer signed in; user: 401 without a session. */
export type TRouteAuth = 'public' | 'optional' | 'user';
export type TSuccessStatus = 200 | 201 | 302;
/** Statuses a route may answer with beyond the ones every route documents (see openapi.ts). */
export type TExtraErrorStatus = 402;

/** A file field of a multipart body. */
export interface TMultipartFile {
  name: string;
  maxCount: number;
  required: boolean;
  /** Reported as the field's 422 message when the file is not an allowed image. */
  messageKey: MessageKey;
}

export interface TMultipartRequest {
  /** The text fields (numbers and booleans arrive as strings; the schemas coerce them). */
  fields: ZodTypeAny;
  files: readonly TMultipartFile[];
}

/** A response that is not a JSON body: a file download, an image or a redirect. */
export interface TRawResponse {
  kind: 'file' | 'redirect';
  /** Content type of a file response. */
  contentType?: string;
  /** Shape of a file's content when it is JSON. */
  schema?: ZodTypeAny;
  description: string;
}

export type TRouteResponse = ZodTypeAny | TRawResponse;

export interface TApiRoute {
  method: THttpMethod;
  /** OpenAPI-style path without the /api prefix, e.g. `/crowdView/{crowdId}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  auth: TRouteAuth;
  request?: {
    params?: AnyZodObject;
    query?: AnyZodObject;
    /** JSON body. */
    body?: ZodTypeAny;
    multipart?: TMultipartRequest;
  };
  /** The success status (exactly one) and its body. */
  responses: Partial<Record<TSuccessStatus, TRouteResponse>>;
  errors?: readonly TExtraErrorStatus[];
}

const imageFile = (name: string, maxCount: number, messageKey: MessageKey, required = false): TMultipartFile => ({
  name,
  maxCount,
  required,
  messageKey,
});

const redirect = (description: string): TRawResponse => ({ kind: 'redirect', description });

/**
 * Every route of nest-api, both spec call tables plus infrastructure. Nest serves each at
 * `/api${path}`; a test in nest-api checks that every Nest route is listed here.
 */
export const API_ROUTES = [
  // ---- auth -------------------------------------------------------------------------------
  {
    method: 'post',
    path: '/login',
    operationId: 'login',
    tag: 'auth',
    auth: 'public',
    summary: 'Sign in with e-mail and password, or with a social provider access token',
    request: { body: S.ZLoginRequest },
    responses: { 200: S.ZLoginResponse },
  },
  {
    method: 'post',
    path: '/register',
    operationId: 'register',
    tag: 'auth',
    auth: 'public',
    summary: 'Register an account; an activation link is e-mailed',
    request: { body: S.ZRegisterRequest },
    responses: { 201: S.ZRegisterResponse },
  },
  {
    method: 'get',
    path: '/register/activateAccount/{token}',
    operationId: 'activateAccount',
    tag: 'auth',
    auth: 'public',
    summary: 'Activate an account with the e-mailed token',
    request: { params: S.ZActivateAccountParams },
    responses: { 200: S.ZActivateAccountResponse },
  },
  {
    method: 'post',
    path: '/login/sendPasswordResetEmail',
    operationId: 'sendPasswordResetEmail',
    tag: 'auth',
    auth: 'public',
    summary: 'E-mail a password reset link',
    request: { body: S.ZSendPasswordResetEmailRequest },
    responses: { 200: S.ZSendPasswordResetEmailResponse },
  },
  {
    method: 'post',
    path: '/login/resetPassword/{token}',
    operationId: 'resetPassword',
    tag: 'auth',
    auth: 'public',
    summary: 'Set a new password with the e-mailed token',
    request: { params: S.ZResetPasswordParams, body: S.ZResetPasswordRequest },
    responses: { 200: S.ZResetPasswordResponse },
  },
  {
    method: 'get',
    path: '/login/social/{provider}',
    operationId: 'startSocialLogin',
    tag: 'auth',
    auth: 'public',
    summary: 'Start the redirect sign-in with a social provider (google or facebook)',
    request: { params: S.ZSocialProviderParams, query: S.ZStartSocialLoginQuery },
    responses: { 302: redirect("To the provider's consent page") },
  },
  {
    method: 'get',
    path: '/login/social/{provider}/callback',
    operationId: 'socialLoginCallback',
    tag: 'auth',
    auth: 'public',
    summary: "The provider's redirect back (one callback, on the login host)",
    request: { params: S.ZSocialProviderParams, query: S.ZSocialLoginCallbackQuery },
    responses: { 302: redirect('To the remembered redirect URL, through single sign-on') },
  },
  {
    method: 'get',
    path: '/login/providers',
    operationId: 'listLoginProviders',
    tag: 'auth',
    auth: 'public',
    summary: 'The social providers configured on this deployment (the web shows a button for each)',
    responses: { 200: S.ZLoginProvidersResponse },
  },
  {
    method: 'post',
    path: '/login/socialEmail',
    operationId: 'completeSocialLoginWithEmail',
    tag: 'auth',
    auth: 'public',
    summary: 'Finish a social sign-in whose provider gave no e-mail (login host)',
    request: { body: S.ZSocialEmailRequest },
    responses: { 200: S.ZSocialEmailResponse },
  },
  {
    method: 'post',
    path: '/login/sso/code',
    operationId: 'createSsoCode',
    tag: 'auth',
    auth: 'user',
    summary: 'Issue a one-time single sign-on code for another host (login host only)',
    request: { body: S.ZSsoCodeRequest },
    responses: { 200: S.ZSsoCodeResponse },
  },
  {
    method: 'post',
    path: '/login/sso/exchange',
    operationId: 'exchangeSsoCode',
    tag: 'auth',
    auth: 'public',
    summary: 'Trade a one-time single sign-on code for a session on this host',
    request: { body: S.ZSsoExchangeRequest },
    responses: { 200: S.ZSsoExchangeResponse },
  },
  {
    method: 'get',
    path: '/user/logout',
    operationId: 'logout',
    tag: 'auth',
    auth: 'optional',
    summary: 'Sign out of this host and the master session',
    responses: { 200: S.ZLogoutResponse },
  },
  // ---- user -------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/user',
    operationId: 'getUser',
    tag: 'user',
    auth: 'user',
    summary: 'The signed-in user (401 when signed out)',
    responses: { 200: S.ZGetUserResponse },
  },
  {
    method: 'put',
    path: '/user',
    operationId: 'updateUser',
    tag: 'user',
    auth: 'user',
    summary: 'Update the profile (changed fields plus id and version)',
    request: { body: S.ZUpdateUserRequest },
    responses: { 200: S.ZUpdateUserResponse },
  },
  {
    method: 'put',
    path: '/user/avatar',
    operationId: 'updateAvatar',
    tag: 'user',
    auth: 'user',
    summary: 'Upload the avatar (square-cropped jpeg)',
    request: {
      multipart: {
        fields: S.ZUpdateAvatarMultipart,
        files: [imageFile('avatar', 1, 'validation_account_avatar', true)],
      },
    },
    responses: { 200: S.ZUpdateAvatarResponse },
  },
  {
    method: 'put',
    path: '/user/password',
    operationId: 'updatePassword',
    tag: 'user',
    auth: 'user',
    summary: 'Change the password (with currentPassword) or set one (user without a password)',
    request: { body: S.ZUpdatePasswordRequest },
    responses: { 200: S.ZUpdatePasswordResponse },
  },
  {
    method: 'get',
    path: '/user/notificationSettings',
    operationId: 'getNotificationSettings',
    tag: 'user',
    auth: 'user',
    summary: 'E-mail notification toggles',
    responses: { 200: S.ZGetNotificationSettingsResponse },
  },
  {
    method: 'put',
    path: '/user/notificationSettings',
    operationId: 'updateNotificationSettings',
    tag: 'user',
    auth: 'user',
    summary: 'Change e-mail notification toggles',
    request: { body: S.ZUpdateNotificationSettingsRequest },
    responses: { 200: S.ZUpdateNotificationSettingsResponse },
  },
  {
    method: 'get',
    path: '/user/roles',
    operationId: 'getUserRoles',
    tag: 'user',
    auth: 'user',
    summary: "The user's role keyed by crowd id",
    responses: { 200: S.ZUserRolesResponse },
  },
  {
    method: 'get',
    path: '/user/ideasLiked',
    operationId: 'getUserIdeasLiked',
    tag: 'user',
    auth: 'user',
    summary: 'Ids of ideas the user liked, commented on, answered and rated',
    responses: { 200: S.ZUserIdeasLikedResponse },
  },
  // ---- notifications ----------------------------------------------------------------------
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
    method: 'put',
    path: '/notification',
    operationId: 'markNotificationsRead',
    tag: 'notifications',
    auth: 'user',
    summary: 'Mark the given notifications read, or all without ids',
    request: { body: S.ZMarkNotificationsReadRequest },
    responses: { 200: S.ZMarkNotificationsReadResponse },
  },
  // ---- public crowd site ------------------------------------------------------------------
  {
    method: 'get',
    path: '/crowdView/{crowdId}',
    operationId: 'getCrowdView',
    tag: 'crowdView',
    auth: 'optional',
    summary: 'A crowd as its public site sees it',
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowdView },
  },
  {
    method: 'get',
    path: '/crowdView/domain/{domain}',
    operationId: 'getCrowdViewByDomain',
    tag: 'crowdView',
    auth: 'optional',
    summary: 'A crowd view by subdomain or own domain (lower-cased, www. stripped)',
    request: { params: S.ZDomainParams },
    responses: { 200: S.ZCrowdView },
  },
  {
    method: 'get',
    path: '/crowdView/ideas/{crowdId}',
    operationId: 'listCrowdViewIdeas',
    tag: 'crowdView',
    auth: 'optional',
    summary: "The crowd's ideas, newest first",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowdViewIdeasResponse },
  },
  {
    method: 'get',
    path: '/crowdView/ideaQuestionnaire/{domain}',
    operationId: 'getCrowdViewQuestionnaires',
    tag: 'crowdView',
    auth: 'optional',
    summary: "The crowd's like and creation questionnaires",
    request: { params: S.ZDomainParams },
    responses: { 200: S.ZCrowdQuestionnairesResponse },
  },
  {
    method: 'get',
    path: '/crowdView/category/{domain}',
    operationId: 'listCrowdViewCategories',
    tag: 'crowdView',
    auth: 'optional',
    summary: "The crowd's visible categories",
    request: { params: S.ZDomainParams },
    responses: { 200: S.ZCategoryListResponse },
  },
  {
    method: 'get',
    path: '/crowdView/comment/{domain}/{ideaId}',
    operationId: 'listCrowdViewComments',
    tag: 'comments',
    auth: 'optional',
    summary: "An idea's comments, newest first",
    request: { params: S.ZCrowdViewCommentListParams, query: S.ZCommentListQuery },
    responses: { 200: S.ZCommentListResponse },
  },
  {
    method: 'post',
    path: '/crowdView/comment/{domain}',
    operationId: 'createCrowdViewComment',
    tag: 'comments',
    auth: 'user',
    summary: 'Comment on an idea',
    request: { params: S.ZDomainParams, body: S.ZCreateCommentRequest },
    responses: { 201: S.ZCreateCommentResponse },
  },
  {
    method: 'put',
    path: '/crowdView/comment/{domain}',
    operationId: 'updateCrowdViewComment',
    tag: 'comments',
    auth: 'user',
    summary: 'Edit an own comment',
    request: { params: S.ZDomainParams, body: S.ZUpdateCommentRequest },
    responses: { 200: S.ZUpdateCommentResponse },
  },
  {
    method: 'delete',
    path: '/crowdView/comment/{domain}/{commentId}',
    operationId: 'deleteCrowdViewComment',
    tag: 'comments',
    auth: 'user',
    summary: 'Delete an own comment',
    request: { params: S.ZCrowdViewCommentParams },
    responses: { 200: S.ZDeleteCommentResponse },
  },
  {
    method: 'post',
    path: '/crowdView/notifyLimitReached/{domain}',
    operationId: 'notifyCrowdLimitReached',
    tag: 'crowdView',
    auth: 'user',
    summary: "Tell the crowd's owners that no more ideas can be added",
    request: { params: S.ZDomainParams },
    responses: { 200: S.ZNotifyLimitReachedResponse },
  },
  // ---- comments in the admin area ----------------------------------------------------------
  {
    method: 'get',
    path: '/comment/{crowdId}/{ideaId}',
    operationId: 'listComments',
    tag: 'comments',
    auth: 'user',
    summary: "An idea's comments for the crowd's admins, newest first",
    request: { params: S.ZAdminCommentListParams, query: S.ZCommentListQuery },
    responses: { 200: S.ZCommentListResponse },
  },
  {
    method: 'post',
    path: '/comment/{crowdId}',
    operationId: 'createComment',
    tag: 'comments',
    auth: 'user',
    summary: 'Comment on an idea from the admin area',
    request: { params: S.ZCrowdIdParams, body: S.ZCreateCommentRequest },
    responses: { 201: S.ZCreateCommentResponse },
  },
  {
    method: 'put',
    path: '/comment/{crowdId}',
    operationId: 'updateComment',
    tag: 'comments',
    auth: 'user',
    summary: "Edit a comment (its author or the idea's author)",
    request: { params: S.ZCrowdIdParams, body: S.ZUpdateCommentRequest },
    responses: { 200: S.ZUpdateCommentResponse },
  },
  {
    method: 'delete',
    path: '/comment/{crowdId}/{commentId}',
    operationId: 'deleteComment',
    tag: 'comments',
    auth: 'user',
    summary: "Delete a comment (its author or the idea's author)",
    request: { params: S.ZAdminCommentParams },
    responses: { 200: S.ZDeleteCommentResponse },
  },
  // ---- ideas ------------------------------------------------------------------------------
  {
    method: 'get',
    path: '/idea',
    operationId: 'listIdeas',
    tag: 'ideas',
    auth: 'user',
    summary: "The user's ideas and the ideas of crowds the user administers or manages",
    responses: { 200: S.ZIdeaListResponse },
  },
  {
    method: 'post',
    path: '/idea',
    operationId: 'createIdea',
    tag: 'ideas',
    auth: 'user',
    summary: 'Submit an idea',
    request: {
      multipart: {
        fields: S.ZCreateIdeaMultipart,
        files: [
          imageFile('attachments', 5, 'validation_idea_files'),
          imageFile('featuredImg', 1, 'validation_idea_featuredImg'),
        ],
      },
    },
    responses: { 201: S.ZCreateIdeaResponse },
  },
  {
    method: 'put',
    path: '/idea',
    operationId: 'updateIdea',
    tag: 'ideas',
    auth: 'user',
    summary: 'Edit an own idea',
    request: {
      multipart: {
        fields: S.ZUpdateIdeaMultipart,
        files: [
          imageFile('attachments', 5, 'validation_idea_files'),
          imageFile('newFeaturedImg', 1, 'validation_idea_featuredImg'),
        ],
      },
    },
    responses: { 200: S.ZUpdateIdeaResponse },
  },
  {
    method: 'put',
    path: '/idea/admin',
    operationId: 'adminUpdateIdea',
    tag: 'ideas',
    auth: 'user',
    summary: 'Edit an idea as crowd admin or manager',
    request: {
      multipart: {
        fields: S.ZAdminUpdateIdeaMultipart,
        files: [
          imageFile('attachments', 5, 'validation_idea_files'),
          imageFile('newFeaturedImg', 1, 'validation_idea_featuredImg'),
        ],
      },
    },
    responses: { 200: S.ZAdminUpdateIdeaResponse },
  },
  {
    method: 'put',
    path: '/idea/changeState',
    operationId: 'changeIdeaState',
    tag: 'ideas',
    auth: 'user',
    summary: "Change an idea's state (crowd admin)",
    request: { body: S.ZChangeIdeaStateRequest },
    responses: { 200: S.ZChangeIdeaStateResponse },
  },
  {
    method: 'delete',
    path: '/idea/{crowdId}/{ideaId}',
    operationId: 'deleteIdea',
    tag: 'ideas',
    auth: 'user',
    summary: 'Delete an idea (its owner or a crowd admin)',
    request: { params: S.ZCrowdIdeaParams },
    responses: { 200: S.ZDeleteIdeaResponse },
  },
  {
    method: 'post',
    path: '/idea/share',
    operationId: 'shareIdea',
    tag: 'ideas',
    auth: 'user',
    summary: 'E-mail an idea to up to 10 addresses',
    request: { body: S.ZShareIdeaRequest },
    responses: { 200: S.ZShareIdeaResponse },
  },
  {
    method: 'get',
    path: '/idea/stats/{crowdId}/{ideaId}',
    operationId: 'getIdeaStats',
    tag: 'ideas',
    auth: 'user',
    summary: 'Comment and like counts: all time, last 7 and 30 days',
    request: { params: S.ZCrowdIdeaParams },
    responses: { 200: S.ZIdeaStatsResponse },
  },
  {
    method: 'get',
    path: '/idea/export/{crowdId}/{ideaId}',
    operationId: 'exportIdeaAnswers',
    tag: 'ideas',
    auth: 'user',
    summary: "Download the idea's questionnaire answers as a JSON file",
    request: { params: S.ZCrowdIdeaParams },
    responses: {
      200: {
        kind: 'file',
        contentType: 'application/json',
        schema: S.ZIdeaExport,
        description: 'Attachment (Content-Disposition filename)',
      },
    },
  },
  {
    method: 'post',
    path: '/ideaLike/{domain}',
    operationId: 'likeIdea',
    tag: 'ideas',
    auth: 'user',
    summary: "Like an idea, with the like questionnaire's answers when it is enabled",
    request: { params: S.ZDomainParams, body: S.ZLikeIdeaRequest },
    responses: { 201: S.ZLikeIdeaResponse },
  },
  {
    method: 'delete',
    path: '/ideaLike/{domain}/{ideaId}',
    operationId: 'unlikeIdea',
    tag: 'ideas',
    auth: 'user',
    summary: 'Take a like back',
    request: { params: S.ZUnlikeIdeaParams },
    responses: { 200: S.ZUnlikeIdeaResponse },
  },
  {
    method: 'post',
    path: '/ideaRating',
    operationId: 'rateIdea',
    tag: 'ideas',
    auth: 'user',
    summary: 'Rate an idea 1–5 (rating again replaces the rating)',
    request: { body: S.ZRateIdeaRequest },
    responses: { 200: S.ZRateIdeaResponse },
  },
  // ---- landing lists ----------------------------------------------------------------------
  {
    method: 'get',
    path: '/public/crowds',
    operationId: 'listPublicCrowds',
    tag: 'public',
    auth: 'public',
    summary: 'Public crowds for the landing page',
    responses: { 200: S.ZPublicCrowdListResponse },
  },
  {
    method: 'get',
    path: '/public/ideas/mostLiked',
    operationId: 'listMostLikedIdeas',
    tag: 'public',
    auth: 'public',
    summary: 'Most liked ideas of public crowds',
    responses: { 200: S.ZPublicIdeaListResponse },
  },
  {
    method: 'get',
    path: '/public/ideas/recent',
    operationId: 'listRecentIdeas',
    tag: 'public',
    auth: 'public',
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
  // ---- credit cards -----------------------------------------------------------------------
  {
    method: 'get',
    path: '/creditcard',
    operationId: 'listCreditCards',
    tag: 'creditCards',
    auth: 'user',
    summary: "The user's saved cards, primary first",
    responses: { 200: S.ZCreditCardListResponse },
  },
  {
    method: 'delete',
    path: '/creditcard/{id}',
    operationId: 'deleteCreditCard',
    tag: 'creditCards',
    auth: 'user',
    summary: 'Delete a saved card (the newest other card becomes primary)',
    request: { params: S.ZCreditCardParams },
    responses: { 200: S.ZDeleteCreditCardResponse },
  },
  // ---- crowds -----------------------------------------------------------------------------
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
    summary: 'Create a crowd (no body)',
    responses: { 201: S.ZCreateCrowdResponse },
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
  // ---- categories -------------------------------------------------------------------------
  {
    method: 'get',
    path: '/category/{crowdId}',
    operationId: 'listCategories',
    tag: 'categories',
    auth: 'user',
    summary: 'All categories of a crowd',
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCategoryListResponse },
  },
  {
    method: 'post',
    path: '/category',
    operationId: 'createCategory',
    tag: 'categories',
    auth: 'user',
    summary: 'Create a category',
    request: { body: S.ZCreateCategoryRequest },
    responses: { 201: S.ZCreateCategoryResponse },
  },
  {
    method: 'put',
    path: '/category',
    operationId: 'updateCategory',
    tag: 'categories',
    auth: 'user',
    summary: 'Update a category',
    request: { body: S.ZUpdateCategoryRequest },
    responses: { 200: S.ZUpdateCategoryResponse },
  },
  {
    method: 'delete',
    path: '/category/{crowdId}/{categoryId}',
    operationId: 'deleteCategory',
    tag: 'categories',
    auth: 'user',
    summary: 'Delete a category (its ideas keep no category)',
    request: { params: S.ZCrowdCategoryParams },
    responses: { 200: S.ZDeleteCategoryResponse },
  },
  // ---- crowd users ------------------------------------------------------------------------
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
  // ---- subscriptions ----------------------------------------------------------------------
  {
    method: 'get',
    path: '/subscription',
    operationId: 'listSubscriptions',
    tag: 'subscriptions',
    auth: 'user',
    summary: 'Current and next subscription of each crowd the user administers, keyed by crowd id',
    responses: { 200: S.ZSubscriptionsResponse },
  },
  {
    method: 'get',
    path: '/subscription/{crowdId}',
    operationId: 'getSubscription',
    tag: 'subscriptions',
    auth: 'user',
    summary: "A crowd's current and next subscription",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZGetSubscriptionResponse },
  },
  {
    method: 'post',
    path: '/subscription',
    operationId: 'createSubscription',
    tag: 'subscriptions',
    auth: 'user',
    summary: 'Subscribe a crowd to a tier (402 when the payment failed)',
    request: { body: S.ZCreateSubscriptionRequest },
    responses: { 201: S.ZCreateSubscriptionResponse },
    errors: [402],
  },
  {
    method: 'delete',
    path: '/subscription/{crowdId}',
    operationId: 'cancelSubscription',
    tag: 'subscriptions',
    auth: 'user',
    summary: 'Cancel at the end of the paid period',
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCancelSubscriptionResponse },
  },
  {
    method: 'post',
    path: '/payments/webhook',
    operationId: 'paymentWebhook',
    tag: 'subscriptions',
    auth: 'public',
    summary: 'Payment provider events (signature-verified raw body)',
    responses: { 200: S.ZPaymentWebhookResponse },
  },
  // ---- questionnaires ---------------------------------------------------------------------
  {
    method: 'get',
    path: '/questionnaire/{crowdId}',
    operationId: 'getQuestionnaires',
    tag: 'questionnaires',
    auth: 'user',
    summary: "The crowd's like and creation questionnaires",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowdQuestionnairesResponse },
  },
  {
    method: 'post',
    path: '/questionnaire',
    operationId: 'saveQuestionnaire',
    tag: 'questionnaires',
    auth: 'user',
    summary: 'Save a questionnaire (enabled and questions when changed)',
    request: { body: S.ZSaveQuestionnaireRequest },
    responses: { 200: S.ZSaveQuestionnaireResponse },
  },
  // ---- files and system -------------------------------------------------------------------
  {
    method: 'get',
    path: '/file',
    operationId: 'getFile',
    tag: 'files',
    auth: 'optional',
    summary: "An uploaded image (private crowds' files for their members only)",
    request: { query: S.ZFileQuery },
    responses: { 200: { kind: 'file', contentType: 'image/*', description: 'The image' } },
  },
  {
    method: 'get',
    path: '/health',
    operationId: 'health',
    tag: 'system',
    auth: 'public',
    summary: 'Liveness and dependency checks',
    responses: { 200: S.ZHealthResponse },
  },
  {
    method: 'get',
    path: '/docs-json',
    operationId: 'openApiDocument',
    tag: 'system',
    auth: 'public',
    summary: 'This OpenAPI document',
    responses: { 200: S.ZOpenApiDocumentResponse },
  },
] as const satisfies readonly TApiRoute[];

export type TApiRoutes = typeof API_ROUTES;
export type TApiRouteDef = TApiRoutes[number];
export type TOperationId = TApiRouteDef['operationId'];
export type TApiRouteOf<Id extends TOperationId> = Extract<TApiRouteDef, { operationId: Id }>;

type TRequestPart<Id extends TOperationId, P extends 'params' | 'query' | 'body'> =
  TApiRouteOf<Id> extends { request: { [K in P]: infer Schema extends ZodTypeAny } } ? Schema : never;

/** What a client sends (before the schema's coercion and defaults). */
export type TApiBodyInput<Id extends TOperationId> = z.input<TRequestPart<Id, 'body'>>;
/** What the server gets after parsing. */
export type TApiBody<Id extends TOperationId> = z.output<TRequestPart<Id, 'body'>>;
export type TApiParams<Id extends TOperationId> = z.input<TRequestPart<Id, 'params'>>;
export type TApiQuery<Id extends TOperationId> = z.input<TRequestPart<Id, 'query'>>;
/** The JSON body of the route's success response. */
export type TApiResponse<Id extends TOperationId> = TApiRouteOf<Id>['responses'] extends infer R
  ? R extends { 200: infer Schema extends ZodTypeAny }
    ? z.output<Schema>
    : R extends { 201: infer Schema extends ZodTypeAny }
      ? z.output<Schema>
      : never
  : never;

export const API_ROUTE_BY_OPERATION_ID = Object.fromEntries(API_ROUTES.map((route) => [route.operationId, route])) as {
  [Id in TOperationId]: TApiRouteOf<Id>;
};

/** The route's success status. */
export const successStatus = (route: TApiRoute): TSuccessStatus =>
  (Object.keys(route.responses).map(Number)[0] ?? 200) as TSuccessStatus;

/** `/crowdView/{crowdId}` → `/crowdView/:crowdId` (Express / Nest style). */
export const toExpressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** `/crowdView/:crowdId` → `/crowdView/{crowdId}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** Key for comparing routes: `GET /crowdView/{crowdId}`. */
export const apiRouteKey = (method: string, path: string): string => `${method.toUpperCase()} ${toOpenApiPath(path)}`;

export const findApiRoute = (method: string, path: string): TApiRouteDef | undefined => {
  const key = apiRouteKey(method, path);
  return API_ROUTES.find((route) => apiRouteKey(route.method, route.path) === key);
};

/** Fills `{param}` placeholders (URI-encoded) and appends the query: apiPath('/file', {}, { fileId: 3 }). */
export const apiPath = (
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
};
