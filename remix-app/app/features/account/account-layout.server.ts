import { data } from '@remix-run/node';
import { isAdminOfAnyCrowd, requireAccount, type RouteArgs } from './account.server';

/** The account area's layout: the guard, and whether the credit-cards tab is shown. */
export async function loadAccountLayout(args: RouteArgs) {
  const account = await requireAccount(args);
  const showCreditCards = await isAdminOfAnyCrowd(account, args.context);
  return data({ showCreditCards });
}
