import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { CategoryController } from './category.controller';
import { CategoryRepository } from './category.repository';
import { CategoryService } from './category.service';

/** A crowd's categories: the admin area's list, create, edit and delete. */
@Module({
  imports: [CrowdModule, IdeaModule],
  controllers: [CategoryController],
  providers: [CategoryRepository, CategoryService],
})
export class CategoryModule {}
