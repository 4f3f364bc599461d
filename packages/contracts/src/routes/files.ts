import type { TImageWidth } from '../limits';
import * as S from '../schemas';
import { API_PREFIX, apiPath, type TApiRoute } from './route';

/** Named once so the browser's file URL needs neither the route entry nor its query schema. */
const FILE_PATH = '/file';

export const FILES_ROUTES = [
  {
    method: 'get',
    path: FILE_PATH,
    operationId: 'getFile',
    tag: 'files',
    auth: 'optional',
    summary: "An uploaded image (private crowds' files for their members only)",
    request: { query: S.ZFileQuery },
    invalidInput: 404,
    responses: { 200: { kind: 'file', contentType: 'image/*', description: 'The image' } },
  },
] as const satisfies readonly TApiRoute[];

/**
 * The browser's address of an uploaded image (`getFile`), through the web's API proxy: the original,
 * or its copy at most `width` pixels wide.
 */
export const fileHref = (fileId: number, width?: TImageWidth): string =>
  `${API_PREFIX}${apiPath(FILE_PATH, {}, { fileId, w: width })}`;

/** An `<img srcset>` of the image's copies at `widths` (each `<url> <width>w`). */
export const fileSrcSet = (fileId: number, widths: readonly TImageWidth[]): string =>
  widths.map((width) => `${fileHref(fileId, width)} ${width}w`).join(', ');
