import { Controller, Logger, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import type { TUserExportQueuedResponse } from '@crowd/contracts';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { UserExportService } from './user-export.service';

/** The data is personal: kept by no cache, and saved by the browser rather than shown. */
function sendZip(res: Response, zip: Readable, day: Date, logger: Logger): void {
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="crowd-ideas-my-data-${day.toISOString().slice(0, 10)}.zip"`,
  );
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  zip.once('error', (error) => {
    // Headers are out: a cut-off download is the only honest answer left.
    logger.warn(`personal data zip failed: ${error.message}`);
    res.destroy(error);
  });
  zip.pipe(res);
}

@Controller()
@RequireUser()
export class UserExportController {
  private readonly logger = new Logger(UserExportController.name);

  constructor(private readonly exports: UserExportService) {}

  @ApiRoute('exportUserData')
  async export(@CurrentUser() user: RequestUser, @Res() res: Response): Promise<void> {
    const answer = await this.exports.request(user.id);
    if (answer.kind === 'zip') {
      sendZip(res, answer.zip, new Date(), this.logger);
      return;
    }
    const body: TUserExportQueuedResponse = { queued: true };
    res.status(200).setHeader('Cache-Control', 'private, no-store').json(body);
  }

  @ApiRoute('getUserExport')
  async download(
    @CurrentUser() user: RequestUser,
    @RouteParams() params: TRouteParams<'getUserExport'>,
    @Res() res: Response,
  ): Promise<void> {
    sendZip(res, await this.exports.download(user.id, params.exportId), new Date(), this.logger);
  }
}
