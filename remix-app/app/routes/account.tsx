import { PRODUCT_NAME } from '@crowd/contracts/text';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { AccountLayout } from '~/features/account/account-layout';
import { loadAccountLayout } from '~/features/account/account-layout.server';
import type { loader as rootLoader } from '~/root';

export const loader = (args: LoaderFunctionArgs) => loadAccountLayout(args);

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  const crowd = matches.find((match) => match.id === 'root')?.data?.crowd;
  const site = crowd ? crowd.name : PRODUCT_NAME;
  return [{ title: data ? `${data.title} · ${site}` : site }, { name: 'robots', content: 'noindex' }];
};

export default AccountLayout;

export const ErrorBoundary = GeneralErrorBoundary;
