import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PublicListingService, type PublicListName } from './public-listing.service';

/** The landing page's lists: anyone may read them, browsers and proxies may keep them for the TTL. */
@Controller('public')
export class PublicListingController {
  constructor(private readonly listing: PublicListingService) {}

  @Get('crowds')
  crowds(@Res() res: Response): Promise<void> {
    return this.send('crowds', res);
  }

  @Get('crowdLinks')
  crowdLinks(@Res() res: Response): Promise<void> {
    return this.send('crowdLinks', res);
  }

  @Get('ideas/mostLiked')
  mostLiked(@Res() res: Response): Promise<void> {
    return this.send('mostLiked', res);
  }

  @Get('ideas/recent')
  recent(@Res() res: Response): Promise<void> {
    return this.send('recent', res);
  }

  /** Express answers 304 by itself when the request's If-None-Match names this ETag. */
  private async send(name: PublicListName, res: Response): Promise<void> {
    const { etag, json } = await this.listing.list(name);
    const maxAge = Math.floor(this.listing.ttlMs / 1000);
    res.setHeader('Cache-Control', maxAge > 0 ? `public, max-age=${maxAge}` : 'no-cache');
    res.setHeader('ETag', etag);
    res.type('application/json').send(json);
  }
}
