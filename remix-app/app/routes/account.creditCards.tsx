import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CreditCardsPage } from '~/features/account/credit-cards-page';
import { creditCardsAction, loadCreditCards } from '~/features/account/credit-cards.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCreditCards(args);
export const action = (args: ActionFunctionArgs) => creditCardsAction(args);

export default CreditCardsPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
