import { data, redirect } from '@remix-run/node';
import { TIERS } from '@crowd/contracts/plans';
import type { TTier } from '@crowd/contracts/enums';
import { CARD_FIELD } from '~/features/payments/card-form';
import {
  firstIssues,
  loadPaymentSetup,
  paymentFormFailure,
  paymentMethodFromForm,
} from '~/features/payments/payment-method.server';
import { requireUser, type SignedIn } from '~/lib/guards.server';
import { readFormData } from '~/lib/form-data.server';
import { requireMainSite } from '~/lib/site.server';
import { redirectWithToast } from '~/lib/toast.server';
import { signInOn401 } from '~/lib/api-failure.server';
import type { RouteArgs } from '../crowd-admin.server';
import { crowdTabPath } from '../crowd-tabs';
import { loadSavedCards } from './subscription.server';
import { directSubscribeSchema } from './subscription-state';

const tierOf = (value: string | null): TTier | null =>
  value !== null && /^[0-3]$/.test(value) ? (Number(value) as TTier) : null;

/** /subscription?tier=0..3 (main site): any other tier, none included, goes to /crowds (spec 2). */
async function requireDirectSubscribe(args: RouteArgs): Promise<SignedIn & { tier: TTier }> {
  requireMainSite(args.context);
  const tier = tierOf(new URL(args.request.url).searchParams.get('tier'));
  if (tier === null) throw redirect('/crowds');
  return { ...(await requireUser(args)), tier };
}

/**
 * The plan picker starts at the query's tier. Spec 4 says "without login or when trial eligible
 * the default tier is 1; otherwise the tier from the query"; read with the rule that the trial is
 * offered only to the trial-eligible, that is: the query's tier, except that the trial (tier 0)
 * falls back to 1 for a user who may not have one (signed-out visitors sign in first).
 */
export async function loadDirectSubscribe(args: RouteArgs) {
  const { user, api, tier } = await requireDirectSubscribe(args);
  const tiers = TIERS.filter((candidate) => candidate !== 0 || user.trialEligible);
  const [setup, cards] = await Promise.all([loadPaymentSetup(api, args.request), loadSavedCards(api, args.request)]);
  return data({ tier: tiers.includes(tier) ? tier : 1, tiers, setup, cards });
}

/**
 * Spec 4: a new crowd with its subscription, then /crowds/{id}. The card is turned into a payment
 * method first, so a mistyped card reaches nothing; the API makes the crowd and its subscription in
 * one step (decision 027), so a refused card leaves no crowd behind and a retry makes exactly one.
 */
export async function directSubscribeAction(args: RouteArgs): Promise<Response> {
  const { api } = await requireDirectSubscribe(args);
  const { request } = args;
  const values = Object.fromEntries(await readFormData(request));
  const paid = values['requestedTier'] !== '0';
  const setup = paid ? await loadPaymentSetup(api, request) : null;

  const validated = directSubscribeSchema(setup?.kind ?? 'unavailable').safeParse(values);
  if (!validated.success) {
    return paymentFormFailure(values, { fieldErrors: firstIssues(validated.error.issues) });
  }
  const { requestedTier } = validated.data;

  let paymentMethodId: string | undefined;
  if (setup) {
    const method = await paymentMethodFromForm(api, setup, values);
    if ('error' in method) {
      signInOn401(request, method.error.status);
      return paymentFormFailure(values, { fieldErrors: { [CARD_FIELD]: method.error.key } });
    }
    if (!method.ok) return paymentFormFailure(values, method);
    paymentMethodId = method.paymentMethodId;
  }

  const result = await api.request('createSubscribedCrowd', {
    body: { requestedTier, ...(paymentMethodId ? { paymentMethodId } : {}) },
  });
  if (result.ok) {
    const { paymentAction, message, crowdId } = result.data;
    const crowdPage = crowdTabPath(crowdId);
    if (paymentAction) return Response.json({ paymentAction, done: crowdPage });
    return redirectWithToast(crowdPage, { message });
  }
  signInOn401(request, result.status);
  if (result.status === 402) return paymentFormFailure(values, { declined: result.error });
  const fieldErrors =
    result.status === 422
      ? Object.fromEntries(
          (result.error.fieldErrors ?? []).map((field) => [
            field.param === 'requestedTier' ? 'requestedTier' : CARD_FIELD,
            field.msg,
          ]),
        )
      : { [CARD_FIELD]: result.error.key };
  return paymentFormFailure(values, { fieldErrors });
}
