import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiRoute } from '../../../common/http/api-route';
import { PublicListingService, type PublicListName } from './public-listing.service';

/** The landing page's lists: anyone may read them, browsers and proxies may keep them for the TTL. */
@Controller()
export class PublicListingController {
  constructor(private readonly listing: PublicListingService) {}

  @ApiRoute('listPublicCrowds')
  crowds(@Res() res: Response): Promise<void> {
    return this.send('crowds', res);
  }

  @ApiRoute('listPublicCrowdLinks')
  crowdLinks(@Res() res: Response): Promise<void> {
    return this.send('crowdLinks', res);
  }

  @ApiRoute('listMostLikedIdeas')
  mostLiked(@Res() res: Response): Promise<void> {
    return this.send('mostLiked', res);
  }

  @ApiRoute('listRecentIdeas')
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
