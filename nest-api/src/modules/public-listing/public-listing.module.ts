import { Module } from '@nestjs/common';
import { CacheModule } from '../../infra/cache/cache.module';
import { PublicListingController } from './public-listing.controller';
import { PublicListingRepository } from './public-listing.repository';
import { PublicListingService } from './public-listing.service';

/** GET /public/crowds, /public/ideas/mostLiked, /public/ideas/recent: the landing page's lists. */
@Module({
  imports: [CacheModule],
  controllers: [PublicListingController],
  providers: [PublicListingRepository, PublicListingService],
})
export class PublicListingModule {}
