import { Controller, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { notFound } from '../../../common/errors';
import { sendError } from '../../../common/http/all-exceptions.filter';
import { ApiRoute, RouteQuery, type TRouteQuery } from '../../../common/http/api-route';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { FileAccess } from './file-access';
import { FilesService } from '../../../infra/files/files.service';

/** Content never changes under an id, so public copies may be cached for good. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** Members' copies stay in their own browser only, briefly: membership can be revoked. */
const PRIVATE_CACHE = 'private, max-age=3600';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

@Controller()
export class FilesController {
  private readonly logger = new Logger(FilesController.name);

  constructor(
    private readonly files: FilesService,
    private readonly access: FileAccess,
  ) {}

  /**
   * Unknown, malformed and forbidden ids all answer 404, so ids of private files do not leak; so
   * does a width outside IMAGE_WIDTHS (no such copy exists).
   */
  @ApiRoute('getFile')
  async download(
    @RouteQuery() query: TRouteQuery<'getFile'>,
    @OptionalUser() user: RequestUser | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.files.findById(query.fileId);
    if (!file) throw notFound();
    const visibility = await this.access.visibility(file, user);
    if (visibility === 'hidden') throw notFound();
    const served = await this.files.served(file, query.w);
    if (!served) throw notFound();

    const { etag } = served;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', visibility === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE);
    if (visibility === 'private') res.setHeader('Vary', 'Cookie');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (etagMatches(req.get('If-None-Match'), etag)) {
      res.status(304).end();
      return;
    }

    const stream = this.files.openStream(served);
    stream.once('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      this.logger.warn(`file ${file.id}: bytes missing at ${served.storageKey}: ${error.message}`);
      sendError(notFound(), req, res);
    });
    stream.once('open', () => {
      res.status(200);
      res.setHeader('Content-Type', served.contentType);
      res.setHeader('Content-Length', String(served.size));
      res.setHeader('Content-Disposition', 'inline');
      stream.pipe(res);
    });
  }
}
