import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CrowdMember } from '../../modules/crowd/entities/crowd-member.entity';
import { Crowd } from '../../modules/crowd/entities/crowd.entity';
import { FileAccess } from './file-access';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { StoredFile } from './stored-file.entity';

@Module({
  imports: [TypeOrmModule.forFeature([StoredFile, Crowd, CrowdMember])],
  controllers: [FilesController],
  providers: [FilesService, FileAccess],
  exports: [FilesService],
})
export class FilesModule {}
