import { z } from 'zod';
import { LIMITS } from '../limits';
import { isReservedCategorySlug, slugifyCategoryName } from '../text';
import { ZCount, ZId, zLimitedText, zMsg, ZVersion } from './common';

export const ZCategory = z.object({
  id: ZId,
  /** Optimistic-locking version: sent back with PUT /category. */
  version: ZVersion,
  crowdId: ZId,
  name: z.string(),
  /** The URL segment: slugifyCategoryName(name). */
  slug: z.string(),
  description: z.string(),
  visible: z.boolean(),
  ideaCount: ZCount,
});
export type TCategory = z.infer<typeof ZCategory>;

/** GET /category/{crowdId} (all categories) and GET /crowdView/category/{domain} (visible ones). */
export const ZCategoryListResponse = z.array(ZCategory);
export type TCategoryListResponse = z.infer<typeof ZCategoryListResponse>;

const ZCategoryName = z
  .string(zMsg('validation_category_name'))
  .trim()
  .min(1, 'validation_category_name')
  .max(LIMITS.categoryNameMax, 'validation_category_name_too_long')
  .refine((name) => !isReservedCategorySlug(slugifyCategoryName(name)), 'validation_category_name_reserved');

/** POST /category */
export const ZCreateCategoryRequest = z.object({
  crowdId: ZId,
  name: ZCategoryName,
  description: zLimitedText('validation_category_description', LIMITS.categoryDescriptionMax).optional().default(''),
  visible: z.boolean(zMsg('validation_invalid_value')).optional().default(true),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;
export type TCreateCategoryRequestInput = z.input<typeof ZCreateCategoryRequest>;
/** The operation's own name for its response. @alias of ZCategory */
export const ZCreateCategoryResponse = ZCategory;
export type TCreateCategoryResponse = z.infer<typeof ZCreateCategoryResponse>;

/** PUT /category: id, crowdId, version and the changed fields. */
export const ZUpdateCategoryRequest = z.object({
  id: ZId,
  crowdId: ZId,
  version: ZVersion,
  name: ZCategoryName.optional(),
  description: zLimitedText('validation_category_description', LIMITS.categoryDescriptionMax).optional(),
  visible: z.boolean(zMsg('validation_invalid_value')).optional(),
});
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;
/** The operation's own name for its response. @alias of ZCategory */
export const ZUpdateCategoryResponse = ZCategory;
export type TUpdateCategoryResponse = z.infer<typeof ZUpdateCategoryResponse>;

export const ZDeleteCategoryResponse = z.object({ message: z.literal('category_deleted') });
export type TDeleteCategoryResponse = z.infer<typeof ZDeleteCategoryResponse>;
