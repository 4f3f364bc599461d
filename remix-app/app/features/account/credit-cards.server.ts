import { data, redirect } from '@remix-run/node';
import { type TCreditCard } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import { deleteCreditCardValidator } from './account-forms';
import {
  failedActionResponse,
  isAdminOfAnyCrowd,
  loginRedirectUrl,
  redirectWithAccountToast,
  requireAccount,
  type Account,
  type RouteArgs,
} from './account.server';
import { readFormData } from '~/lib/form-data.server';

const PAGE = '/account/creditCards';

/** Spec 2.5 and 6: the page exists only for an admin of at least one crowd. */
async function requireCrowdAdmin(args: RouteArgs): Promise<Account> {
  const account = await requireAccount(args);
  if (!(await isAdminOfAnyCrowd(account, args.context))) {
    throw redirect('/account');
  }
  return account;
}

/** Primary first, the rest in the API's order (newest first). */
export const sortCards = (cards: TCreditCard[]): TCreditCard[] =>
  [...cards].sort((a, b) => Number(b.primary) - Number(a.primary));

const isExpired = (card: TCreditCard, now: Date): boolean =>
  card.expYear < now.getUTCFullYear() ||
  (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);

export async function loadCreditCards(args: RouteArgs) {
  const account = await requireCrowdAdmin(args);
  const result = await account.api.request('listCreditCards');
  let cards: TCreditCard[] = [];
  if (result.ok) {
    cards = sortCards(result.data);
  } else if (result.status === 401) {
    throw redirect(loginRedirectUrl(args.request));
  } else if (result.status !== 404 && result.status !== 501) {
    // 404/501: the payments part of the API is not there (yet), which looks like no cards.
    console.error(`[web] GET /api/creditcard failed: ${result.status}`);
    throw new Response(null, { status: 503 });
  }
  const now = new Date();
  // Without JavaScript, ?delete=<id> shows the confirmation in the page instead of a dialog.
  const confirmDeleteId = new URL(args.request.url).searchParams.get('delete');
  return data({
    cards: cards.map((card) => ({ ...card, expired: isExpired(card, now) })),
    confirmDeleteId: cards.some((card) => card.id === confirmDeleteId) ? confirmDeleteId : null,
  });
}

export async function creditCardsAction(args: RouteArgs): Promise<Response> {
  const account = await requireCrowdAdmin(args);
  const result = await deleteCreditCardValidator.validate(await readFormData(args.request));
  if (result.error) return validationError(result.error);

  const response = await account.api.request('deleteCreditCard', { params: { id: result.data.id } });
  if (!response.ok) {
    return failedActionResponse(response.error, { request: args.request, fields: [], redirectTo: PAGE });
  }
  return redirectWithAccountToast(PAGE, { message: response.data.message });
}
