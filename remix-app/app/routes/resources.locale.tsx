import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isLocale } from '~/i18n/locales';
import { localeCookie } from '~/i18n/i18next.server';
import { getEnv } from '~/lib/env.server';
import { safeRedirectPath } from '~/lib/utils';

/** The language switch: remembers the choice in the `lng` cookie and goes back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  const redirectTo = safeRedirectPath(form.get('redirectTo'));
  if (!isLocale(locale)) return redirect(redirectTo);
  const cookie = await localeCookie.serialize(locale, { secure: getEnv().PUBLIC_PROTOCOL === 'https' });
  return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
}

export function loader() {
  return redirect('/');
}
