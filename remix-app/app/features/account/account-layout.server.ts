import { data } from '@remix-run/node';
import { getI18n, requestLocale } from '~/i18n/i18next.server';
import { isAdminOfAnyCrowd, requireAccount, type RouteArgs } from './account.server';

/** The account area's layout: the guard, and whether the credit-cards tab is shown. */
export async function loadAccountLayout(args: RouteArgs) {
  const account = await requireAccount(args);
  const [showCreditCards, locale] = await Promise.all([isAdminOfAnyCrowd(account, args.context), requestLocale(args)]);
  const title = getI18n(locale).getFixedT(locale, 'account')('title');
  return data({ showCreditCards, title });
}
