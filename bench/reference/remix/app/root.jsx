import { Links, Meta, Outlet, Scripts, useLoaderData } from '@remix-run/react';
import { remixI18next } from './i18n.server';

export const loader = async ({ request }) => ({ locale: await remixI18next.getLocale(request) });

export default function Root() {
  const { locale } = useLoaderData();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
