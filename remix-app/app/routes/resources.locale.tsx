import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { localRedirectPath } from '@crowd/contracts/hosts';
import type { TLocale } from '@crowd/contracts/locales';
import { isLocale } from '~/i18n/locales';
import { localeCookie } from '~/i18n/i18next.server';
import { api } from '~/lib/api.server';
import { getEnv } from '~/lib/env.server';
import { readFormData } from '~/lib/form-data.server';

/**
 * A signed-in user's switch also becomes their stored locale, so mails and the next sign-in use
 * it. The cookie decides either way: a failed save must not undo the switch.
 */
async function saveForUser(args: ActionFunctionArgs, locale: TLocale): Promise<void> {
  const client = api(args);
  const me = await client.request('getUser');
  if (!me.ok || me.data.locale === locale) return;
  await client.request('updateUser', { body: { id: me.data.id, version: me.data.version, locale } });
}

/** The language switch: remembers the choice in the `lng` cookie and goes back to the page. */
export async function action(args: ActionFunctionArgs) {
  const form = await readFormData(args.request);
  const locale = form.get('locale');
  const redirectTo = localRedirectPath(form.get('redirectTo'));
  if (!isLocale(locale)) return redirect(redirectTo);
  await saveForUser(args, locale);
  const cookie = await localeCookie.serialize(locale, { secure: getEnv().PUBLIC_PROTOCOL === 'https' });
  return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
}

export function loader() {
  return redirect('/');
}
