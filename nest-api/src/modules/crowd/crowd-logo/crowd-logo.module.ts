import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { FileModule } from '../../../infra/files/file.module';
import { CrowdLogoController } from './crowd-logo.controller';
import { CrowdLogoService } from './crowd-logo.service';

/**
 * The crowd's logo (the contract's "cover image", `featuredImageId`). A module of its own because
 * the file module reads crowds to authorize downloads: the crowd module cannot import it back.
 */
@Module({
  imports: [CrowdModule, FileModule],
  controllers: [CrowdLogoController],
  providers: [CrowdLogoService],
})
export class CrowdLogoModule {}
