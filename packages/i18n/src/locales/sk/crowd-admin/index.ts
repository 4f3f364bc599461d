/** The crowd admin area (/crowds, /crowds/{crowdId}, /ideas and /ideas/{ideaId}): one file per page, so each page's texts stay together. */
import { billing } from './billing';
import { categories } from './categories';
import { crowds } from './crowds';
import { ideaSettings } from './idea-settings';
import { ideas } from './ideas';
import { layout } from './layout';
import { profile } from './profile';
import { theming } from './theming';
import { subscription } from './subscription';
import { users } from './users';
import { webhooks } from './webhooks';

export const crowdAdmin = {
  crowds,
  layout,
  profile,
  theming,
  categories,
  billing,
  ideaSettings,
  subscription,
  users,
  ideas,
  webhooks,
};
