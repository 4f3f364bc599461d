import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { createCategoryAction, loadCategoryCreate } from '~/features/crowd-admin/categories/categories.server';
import { CategoryCreatePage } from '~/features/crowd-admin/categories/category-pages';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCategoryCreate(args);
export const action = (args: ActionFunctionArgs) => createCategoryAction(args);

export default CategoryCreatePage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
