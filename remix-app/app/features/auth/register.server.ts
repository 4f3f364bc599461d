import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { type MessageKey } from '@crowd/contracts';
import { getOptionalUser } from '~/lib/user.server';
import { requestLocale } from '~/i18n/i18next.server';
import { api as apiClient } from '~/lib/api.server';
import { redirectWithToast, toastForRefusal } from '~/lib/toast.server';
import { authCrowd } from './crowd.server';
import { crowdFormApi, submitValidated } from './form.server';
import { REGISTER_FIELDS, registerValidator } from './validators';

export interface RegisterDone {
  message: MessageKey;
  /** The address the activation link went to (the page names it and offers a new link). */
  email: string;
}

/** `/register` redirects to `/` when already signed in (spec 2.3). */
export async function registerLoader(args: LoaderFunctionArgs) {
  const { crowd, blocked } = await authCrowd(args);
  if (blocked) return data({});
  const api = apiClient(args).forCrowd(crowd);
  if (await getOptionalUser(api, args.context)) throw redirect('/');
  return data({});
}

/** POST /register with the visitor's language and, on a crowd host, the crowd registered through. */
export async function registerAction(args: ActionFunctionArgs) {
  const { request } = args;
  const form = { validator: registerValidator, fields: REGISTER_FIELDS };
  const submitted = await submitValidated(request, form, async (valid) => {
    const { crowd, api } = await crowdFormApi(args);
    const result = await api.request('register', {
      body: { ...valid, locale: await requestLocale(args), crowdId: crowd?.id },
    });
    return { api, result, email: valid.email };
  });
  if (submitted.refused) return submitted.refused;
  const { result, email } = submitted;
  if (result.ok) return data<RegisterDone>({ message: result.data.message, email });
  // 426 → crowd_user_limit_reached (the client's mapping); anything else → default_error (spec 8).
  const message = result.error.status === 426 ? 'crowd_user_limit_reached' : 'default_error';
  return redirectWithToast('/register', toastForRefusal(result.error, { type: 'ERROR', message }));
}
