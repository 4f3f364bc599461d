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
import { loginRedirectUrl } from '~/lib/request-paths';
import { requireMainSite } from '~/lib/site.server';
import { redirectWithToast } from '~/lib/toast.server';
import { listAdminCrowds, type RouteArgs } from '../crowd-admin.server';
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
 * The crowd an earlier attempt created (a refused card answered its id): reused only when the
 * user is its admin, so a posted id can never reach another user's crowd.
 */
async function reusableCrowdId(signedIn: SignedIn, args: RouteArgs, crowdId: number | undefined) {
  if (crowdId === undefined) return undefined;
  const crowds = await listAdminCrowds(signedIn, args);
  return crowds.some((crowd) => crowd.id === crowdId && crowd.role === 'CROWD_ADMIN') ? crowdId : undefined;
}

/**
 * Spec 4: create the crowd, then its subscription, then go to /crowds/{id}. The card is turned into
 * a payment method before the crowd is created, so a mistyped card creates nothing; a card refused
 * later leaves the created crowd's id in the answer, and the retry reuses it instead of creating another.
 */
export async function directSubscribeAction(args: RouteArgs): Promise<Response> {
  const signedIn = await requireDirectSubscribe(args);
  const { api } = signedIn;
  const { request } = args;
  const values = Object.fromEntries(await readFormData(request));
  const paid = values['requestedTier'] !== '0';
  const setup = paid ? await loadPaymentSetup(api, request) : null;
  const postedCrowd = typeof values['crowdId'] === 'string' ? values['crowdId'] : '';

  const validated = directSubscribeSchema(setup?.kind ?? 'unavailable').safeParse(values);
  if (!validated.success) {
    return paymentFormFailure(values, { fieldErrors: firstIssues(validated.error.issues) }, { crowdId: postedCrowd });
  }
  const { requestedTier } = validated.data;
  let crowdId = await reusableCrowdId(signedIn, args, validated.data.crowdId);
  const kept = () => ({ crowdId: crowdId === undefined ? '' : String(crowdId) });

  let paymentMethodId: string | undefined;
  if (setup) {
    const method = await paymentMethodFromForm(api, setup, values);
    if ('error' in method) {
      if (method.error.status === 401) throw redirect(loginRedirectUrl(request));
      return paymentFormFailure(values, { fieldErrors: { [CARD_FIELD]: method.error.key } }, kept());
    }
    if (!method.ok) return paymentFormFailure(values, method, kept());
    paymentMethodId = method.paymentMethodId;
  }

  if (crowdId === undefined) {
    const created = await api.request('createCrowd');
    if (!created.ok) {
      if (created.status === 401) throw redirect(loginRedirectUrl(request));
      return paymentFormFailure(values, { fieldErrors: { [CARD_FIELD]: created.error.key } }, kept());
    }
    crowdId = created.data.crowd.id;
  }

  const result = await api.request('createSubscription', {
    body: { crowdId, requestedTier, ...(paymentMethodId ? { paymentMethodId } : {}) },
  });
  const crowdPage = crowdTabPath(crowdId);
  if (result.ok) {
    const { paymentAction, message } = result.data;
    if (paymentAction) return Response.json({ paymentAction, done: crowdPage });
    return redirectWithToast(crowdPage, { message });
  }
  if (result.status === 401) throw redirect(loginRedirectUrl(request));
  if (result.status === 402) return paymentFormFailure(values, { declined: result.error }, kept());
  const fieldErrors =
    result.status === 422
      ? Object.fromEntries(
          (result.error.fieldErrors ?? []).map((field) => [
            field.param === 'requestedTier' ? 'requestedTier' : CARD_FIELD,
            field.msg,
          ]),
        )
      : { [CARD_FIELD]: result.error.key };
  return paymentFormFailure(values, { fieldErrors }, kept());
}
