import type { TImageWidth } from '../limits';
import { API_PREFIX, apiPath } from './route';

/**
 * Named apart from the route entry (files.ts), whose query schema loads zod and the schemas: the
 * browser's file URLs need neither.
 */
export const FILE_PATH = '/file';

/**
 * The browser's address of an uploaded image (`getFile`), through the web's API proxy: the original,
 * or its copy at most `width` pixels wide.
 */
export const fileHref = (fileId: number, width?: TImageWidth): string =>
  `${API_PREFIX}${apiPath(FILE_PATH, {}, { fileId, w: width })}`;

/** An `<img srcset>` of the image's copies at `widths` (each `<url> <width>w`). */
export const fileSrcSet = (fileId: number, widths: readonly TImageWidth[]): string =>
  widths.map((width) => `${fileHref(fileId, width)} ${width}w`).join(', ');
