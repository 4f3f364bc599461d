import * as S from '../schemas';
import { FILE_PATH } from './file-urls';
import type { TApiRoute } from './route';

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
