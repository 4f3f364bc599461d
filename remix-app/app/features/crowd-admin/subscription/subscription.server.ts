import { data, redirect } from '@remix-run/node';
import type { TCreditCard, TCrowdSubscription } from '@crowd/contracts/schemas';
import { validationError } from 'remix-validated-form';
import {
  firstIssues,
  loadPaymentSetup,
  paymentFormFailure,
  paymentMethodFromForm,
  refillablePayment,
} from '~/features/payments/payment-method.server';
import { CARD_FIELD } from '~/features/payments/card-form';
import type { ApiClient } from '~/lib/api.server';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import { redirectWithToast, toastFromApiError } from '~/lib/toast.server';
import { failedRead, signInOn401 } from '~/lib/api-failure.server';
import { requireAdminCrowd, type AdminCrowd, type RouteArgs } from '../crowd-admin.server';
import { crowdTabPath } from '../crowd-tabs';
import { FLOW_PARAMS } from './flow-params';
import {
  chargeOf,
  flowFromUrl,
  offeredTiers,
  subscribeSchema,
  subscriptionState,
  SUBSCRIPTION_INTENTS,
} from './subscription-state';

type Args = RouteArgs & { params: { crowdId?: string } };

/** Spec 2 and 6: the crowd's admin only; its managers go back to the crowd's first tab. */
async function requireSubscriptionTab(args: Args): Promise<AdminCrowd> {
  const admin = await requireAdminCrowd(args);
  if (admin.crowd.role !== 'CROWD_ADMIN') throw redirect(crowdTabPath(admin.crowd.id));
  return admin;
}

async function loadSubscription(api: ApiClient, crowdId: number, request: Request): Promise<TCrowdSubscription> {
  const result = await api.request('getSubscription', { params: { crowdId } });
  if (result.ok) return result.data;
  if (result.status === 403 || result.status === 404) throw redirect('/crowds');
  failedRead(request, result.status, `GET /api/subscription/${crowdId}`);
}

/** The user's saved cards for the payment step, primary first; none when they cannot be read. */
export async function loadSavedCards(api: ApiClient, request: Request): Promise<TCreditCard[]> {
  const result = await api.request('listCreditCards');
  if (result.ok) return [...result.data].sort((a, b) => Number(b.primary) - Number(a.primary));
  signInOn401(request, result.status);
  if (result.status !== 404 && result.status !== 501)
    console.error(`[web] GET /api/creditcard failed: ${result.status}`);
  return [];
}

export async function loadSubscriptionTab(args: Args) {
  const { crowd, user, api } = await requireSubscriptionTab(args);
  const subscription = await loadSubscription(api, crowd.id, args.request);
  const trialEligible = crowd.trialEligible && user.trialEligible;
  const offered = offeredTiers(subscription, trialEligible);
  const url = new URL(args.request.url);
  const flow = flowFromUrl(url, subscription, offered);
  const state = subscriptionState(subscription);
  const now = Date.now();
  const [setup, cards] = await Promise.all([
    flow ? loadPaymentSetup(api, args.request) : null,
    flow?.step === 'pay' && flow.tier !== 0 ? loadSavedCards(api, args.request) : [],
  ]);
  return data({
    crowdId: crowd.id,
    subscription,
    state,
    offered,
    flow,
    setup,
    cards,
    // Without JavaScript, ?cancel=1 shows the confirmation in the page instead of a dialog.
    confirmCancel: url.searchParams.has(FLOW_PARAMS.cancel) && Boolean(subscription.current?.paymentProcessorId),
    charge: chargeOf(subscription, now),
    now,
  });
}

export async function subscriptionAction(args: Args): Promise<Response> {
  const admin = await requireSubscriptionTab(args);
  const form = await readFormData(args.request);
  switch (form.get('intent')) {
    case SUBSCRIPTION_INTENTS.subscribe:
      return subscribe(args, admin, form);
    case SUBSCRIPTION_INTENTS.cancel:
      return cancel(args, admin);
    default:
      throw new Response(null, { status: 400 });
  }
}

/**
 * Change, renew, pay now or a first plan: POST /subscription with the chosen card (a new one first
 * becomes a payment method). Success closes the flow with the API's message; a refused card keeps
 * the form as it was (spec 8).
 */
async function subscribe({ request }: Args, { crowd, api }: AdminCrowd, form: FormData): Promise<Response> {
  const values = Object.fromEntries(form);
  const tab = crowdTabPath(crowd.id, 'subscription');
  const paid = values['requestedTier'] !== '0';
  const setup = paid ? await loadPaymentSetup(api, request) : null;
  const validated = await subscribeSchema(setup?.kind ?? 'unavailable').safeParseAsync(values);
  if (!validated.success) {
    return validationError({ fieldErrors: firstIssues(validated.error.issues) }, refillablePayment(values));
  }
  const { requestedTier } = validated.data;

  let paymentMethodId: string | undefined;
  if (setup) {
    const method = await paymentMethodFromForm(api, setup, values);
    if ('error' in method) return failedActionResponse(method.error, { request, fields: [] });
    if (!method.ok) return paymentFormFailure(values, method);
    paymentMethodId = method.paymentMethodId;
  }

  const result = await api.request('createSubscription', {
    body: { crowdId: crowd.id, requestedTier, ...(paymentMethodId ? { paymentMethodId } : {}) },
  });
  if (result.ok) {
    const { paymentAction, message } = result.data;
    // 3-D Secure: the browser confirms the payment with Stripe, then reloads the tab.
    if (paymentAction) return Response.json({ paymentAction, done: tab });
    return redirectWithToast(tab, { message });
  }
  if (result.status === 402) return paymentFormFailure(values, { declined: result.error });
  const cardError = result.error.fieldErrors?.find((field) => field.param === 'paymentMethodId');
  if (result.status === 422 && cardError)
    return paymentFormFailure(values, { fieldErrors: { [CARD_FIELD]: cardError.msg } });
  signInOn401(request, result.status);
  // A tier the API refuses (same tier, trial not eligible) is told on the tab, whose offer is then fresh.
  return redirectWithToast(pagePath(request, { keepSearch: true }), toastFromApiError(result.error));
}

/** DELETE /subscription/{crowdId}: the plan serves to the end of the paid period (the dialog said so). */
async function cancel({ request }: Args, { crowd, api }: AdminCrowd): Promise<Response> {
  const tab = crowdTabPath(crowd.id, 'subscription');
  const result = await api.request('cancelSubscription', { params: { crowdId: crowd.id } });
  if (!result.ok) return failedActionResponse(result.error, { request, fields: [], redirectTo: tab });
  return redirectWithToast(tab, { message: result.data.message });
}
