import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { loadCategoryEdit, updateCategoryAction } from '~/features/crowd-admin/categories/categories.server';
import { CategoryEditPage } from '~/features/crowd-admin/categories/category-pages';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCategoryEdit(args);
export const action = (args: ActionFunctionArgs) => updateCategoryAction(args);

export default CategoryEditPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
