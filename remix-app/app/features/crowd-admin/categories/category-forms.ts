import { ZCreateCategoryRequest, ZFormId, ZFormVersion } from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';
import { isChecked, isRecord } from '~/lib/form-values';

/**
 * The category forms, validated in the browser and again in the actions with the contracts'
 * POST /category rules. The crowd comes from the page's address, not from the form; `visible` is
 * a checkbox (or the switch's hidden field), so an absent field means hidden. The edited category's
 * id comes from the address too; its form sends the version it was loaded at.
 */
const ZCategoryFields = ZCreateCategoryRequest.omit({ crowdId: true, visible: true }).extend({
  visible: z.boolean(),
});

const withVisibleFlag = (value: unknown): unknown =>
  isRecord(value) ? { ...value, visible: isChecked(value['visible']) } : value;

export const createCategoryValidator = withZod(z.preprocess(withVisibleFlag, ZCategoryFields));

export const updateCategoryValidator = withZod(
  z.preprocess(withVisibleFlag, ZCategoryFields.extend({ version: ZFormVersion })),
);

export const deleteCategoryValidator = withZod(z.object({ categoryId: ZFormId }));

/** The form fields the API's field errors may name. */
export const CATEGORY_FIELDS = ['name', 'description', 'visible'] as const;
