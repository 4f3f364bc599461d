import * as S from '../schemas';
import { API_PREFIX, apiPath, type TApiRoute } from './route';

export const FILES_ROUTES = [
  {
    method: 'get',
    path: '/file',
    operationId: 'getFile',
    tag: 'files',
    auth: 'optional',
    summary: "An uploaded image (private crowds' files for their members only)",
    request: { query: S.ZFileQuery },
    responses: { 200: { kind: 'file', contentType: 'image/*', description: 'The image' } },
  },
] as const satisfies readonly TApiRoute[];

/** The browser's address of an uploaded image (`getFile`), through the web's API proxy. */
export const fileHref = (fileId: number): string => `${API_PREFIX}${apiPath(FILES_ROUTES[0].path, {}, { fileId })}`;
