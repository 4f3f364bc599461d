import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CategoriesPage } from '~/features/crowd-admin/categories/categories-page';
import { categoriesAction, loadCategories } from '~/features/crowd-admin/categories/categories.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCategories(args);
export const action = (args: ActionFunctionArgs) => categoriesAction(args);

export default CategoriesPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
