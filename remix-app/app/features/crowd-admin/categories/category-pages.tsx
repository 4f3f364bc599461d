import { useLoaderData } from '@remix-run/react';
import type { loadCategoryEdit } from './categories.server';
import { CategoryForm } from './category-form';

/** /crowds/{crowdId}/categories/create */
export function CategoryCreatePage() {
  return <CategoryForm />;
}

/** /crowds/{crowdId}/categories/{categoryId} */
export function CategoryEditPage() {
  const { category } = useLoaderData<typeof loadCategoryEdit>();
  return <CategoryForm category={category} />;
}
