import { Controller, Get, Logger, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { notFound } from '../../common/errors';
import { sendError } from '../../common/http/all-exceptions.filter';
import { FileAccess } from './file-access';
import { FilesService } from './files.service';

const FILE_ID = /^[1-9]\d{0,9}$/;
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

@Controller('file')
export class FilesController {
  private readonly logger = new Logger(FilesController.name);

  constructor(
    private readonly files: FilesService,
    private readonly access: FileAccess,
  ) {}

  /** Unknown, malformed and forbidden ids all answer 404, so ids of private files do not leak. */
  @Get()
  async download(@Query('fileId') fileId: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (typeof fileId !== 'string' || !FILE_ID.test(fileId)) throw notFound();
    const file = await this.files.findById(Number(fileId));
    if (!file) throw notFound();
    const visibility = await this.access.visibility(file, req.user);
    if (visibility === 'hidden') throw notFound();

    const etag = `"${file.sha256}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', visibility === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE);
    if (visibility === 'private') res.setHeader('Vary', 'Cookie');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (etagMatches(req.get('If-None-Match'), etag)) {
      res.status(304).end();
      return;
    }

    const stream = this.files.openStream(file);
    stream.once('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      this.logger.warn(`file ${file.id}: bytes missing at ${file.storageKey}: ${error.message}`);
      sendError(notFound(), req, res);
    });
    stream.once('open', () => {
      res.status(200);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('Content-Disposition', 'inline');
      stream.pipe(res);
    });
  }
}
