import type { MatrixRow } from '../matrix';
import { AUTH_ROWS } from './auth';
import { BILLING_ROWS } from './billing';
import { CATEGORY_ROWS } from './categories';
import { COMMENT_ROWS } from './comments';
import { CROWD_ROWS } from './crowds';
import { CROWD_USERS_ROWS } from './crowd-users';
import { CROWD_WEBHOOK_ROWS } from './crowd-webhooks';
import { CROWD_VIEW_ROWS } from './crowd-view';
import { FILES_ROWS } from './files';
import { IDEA_ROWS } from './ideas';
import { IDEA_ADMIN_ROWS } from './idea-admin';
import { IDEA_REACTION_ROWS } from './idea-reactions';
import { IDEA_READING_ROWS } from './idea-reading';
import { IDEA_SHARE_ROWS } from './idea-share';
import { NOTIFICATION_ROWS } from './notifications';
import { DOMAIN_CHECK_ROWS, PUBLIC_LISTING_ROWS } from './public-listing';
import { QUESTIONNAIRE_ROWS } from './questionnaires';
import { SYSTEM_ROWS } from './system';
import { USER_ROWS } from './user';
import { USER_EXPORT_ROWS } from './user-export';

/** Every row of the matrix; a new tag's file is added here. */
export const MATRIX_ROWS: readonly MatrixRow[] = [
  ...AUTH_ROWS,
  ...USER_ROWS,
  ...USER_EXPORT_ROWS,
  ...CROWD_VIEW_ROWS,
  ...FILES_ROWS,
  ...SYSTEM_ROWS,
  ...CROWD_ROWS,
  ...CATEGORY_ROWS,
  ...CROWD_WEBHOOK_ROWS,
  ...CROWD_USERS_ROWS,
  ...QUESTIONNAIRE_ROWS,
  ...COMMENT_ROWS,
  ...IDEA_SHARE_ROWS,
  ...IDEA_REACTION_ROWS,
  ...IDEA_READING_ROWS,
  ...IDEA_ROWS,
  ...IDEA_ADMIN_ROWS,
  ...NOTIFICATION_ROWS,
  ...BILLING_ROWS,
  ...PUBLIC_LISTING_ROWS,
  ...DOMAIN_CHECK_ROWS,
];
