import { data, redirect } from '@remix-run/node';
import { type TCreditCard } from '@crowd/contracts';
import { isCardExpired } from '@crowd/contracts/schemas';
import { validationError } from 'remix-validated-form';
import { CARD_FIELD, NEW_CARD } from '~/features/payments/card-form';
import {
  firstIssues,
  loadPaymentSetup,
  paymentFormFailure,
  paymentMethodFromForm,
  refillablePayment,
} from '~/features/payments/payment-method.server';
import { readFormData } from '~/lib/form-data.server';
import { failedRead } from '~/lib/api-failure.server';
import {
  addCardSchema,
  CARD_INTENTS,
  deleteCreditCardValidator,
  makeDefaultCreditCardValidator,
} from './account-forms';
import {
  failedActionResponse,
  isAdminOfAnyCrowd,
  redirectWithAccountToast,
  requireAccount,
  type Account,
  type RouteArgs,
} from './account.server';

const PAGE = '/account/creditCards';
/** Without JavaScript too, `?add=1` shows the add-card form. */
const ADD_PARAM = 'add';

/** Spec 2.5 and 6: the page exists only for an admin of at least one crowd. */
async function requireCrowdAdmin(args: RouteArgs): Promise<Account> {
  const account = await requireAccount(args);
  if (!(await isAdminOfAnyCrowd(account, args.context))) {
    throw redirect('/account');
  }
  return account;
}

/** Primary first, the rest in the API's order (newest first). */
const sortCards = (cards: TCreditCard[]): TCreditCard[] =>
  [...cards].sort((a, b) => Number(b.primary) - Number(a.primary));

export async function loadCreditCards(args: RouteArgs) {
  const account = await requireCrowdAdmin(args);
  const url = new URL(args.request.url);
  const adding = url.searchParams.has(ADD_PARAM);
  const [result, setup] = await Promise.all([
    account.api.request('listCreditCards'),
    adding ? loadPaymentSetup(account.api, args.request) : null,
  ]);
  let cards: TCreditCard[] = [];
  if (result.ok) {
    cards = sortCards(result.data);
  } else if (result.status !== 404 && result.status !== 501) {
    // 404/501: the payments part of the API is not there (yet), which looks like no cards.
    failedRead(args.request, result.status, 'GET /api/creditcard');
  }
  const now = new Date();
  // Without JavaScript, ?delete=<id> shows the confirmation in the page instead of a dialog.
  const confirmDeleteId = url.searchParams.get('delete');
  return data({
    cards: cards.map((card) => ({ ...card, expired: isCardExpired(card, now) })),
    confirmDeleteId: cards.some((card) => card.id === confirmDeleteId) ? confirmDeleteId : null,
    setup,
  });
}

export async function creditCardsAction(args: RouteArgs): Promise<Response> {
  const account = await requireCrowdAdmin(args);
  const form = await readFormData(args.request);
  switch (form.get('intent')) {
    case CARD_INTENTS.add:
      return addCard(args, account, form);
    case CARD_INTENTS.makeDefault:
      return makeDefault(args, account, form);
    case CARD_INTENTS.delete:
      return deleteCard(args, account, form);
    default:
      // No form of the page sends another intent (or none): refused, never taken for a delete.
      throw new Response(null, { status: 400 });
  }
}

async function deleteCard({ request }: RouteArgs, account: Account, form: FormData): Promise<Response> {
  const result = await deleteCreditCardValidator.validate(form);
  if (result.error) return validationError(result.error);

  const response = await account.api.request('deleteCreditCard', { params: { id: result.data.id } });
  if (!response.ok) {
    return failedActionResponse(response.error, { request, fields: [], redirectTo: PAGE });
  }
  return redirectWithAccountToast(PAGE, { message: response.data.message });
}

/** PUT /creditcard/{id}/default: the card becomes primary, and so first in the list. */
async function makeDefault({ request }: RouteArgs, account: Account, form: FormData): Promise<Response> {
  const result = await makeDefaultCreditCardValidator.validate(form);
  if (result.error) return validationError(result.error);
  const response = await account.api.request('makeDefaultCreditCard', { params: { id: result.data.id } });
  if (!response.ok) return failedActionResponse(response.error, { request, fields: [], redirectTo: PAGE });
  return redirectWithAccountToast(PAGE, { message: response.data.message });
}

/**
 * Add card: the card form becomes a payment method (offline: POST /payments/offline/paymentMethods;
 * Stripe: created in the browser), which POST /creditcard saves. A card the provider refuses (402)
 * stays in the form with credit_card_payment_failed and the credit_card_error toast.
 */
async function addCard({ request }: RouteArgs, account: Account, form: FormData): Promise<Response> {
  const values: Record<string, unknown> = { ...Object.fromEntries(form), [CARD_FIELD]: NEW_CARD };
  const setup = await loadPaymentSetup(account.api, request);
  const validated = addCardSchema(setup.kind).safeParse(values);
  if (!validated.success) {
    return validationError({ fieldErrors: firstIssues(validated.error.issues) }, refillablePayment(values));
  }
  const method = await paymentMethodFromForm(account.api, setup, values);
  if ('error' in method) return failedActionResponse(method.error, { request, fields: [] });
  if (!method.ok) return paymentFormFailure(values, method);

  const response = await account.api.request('addCreditCard', {
    body: { paymentMethodId: method.paymentMethodId, makeDefault: values['makeDefault'] === 'on' },
  });
  if (response.ok) return redirectWithAccountToast(PAGE, { message: response.data.message });
  if (response.status === 402) return paymentFormFailure(values, { declined: response.error });
  return failedActionResponse(response.error, { request, fields: [] });
}
