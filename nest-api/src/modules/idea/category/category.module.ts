import { Module } from '@nestjs/common';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { CategoryViewController } from './category-view.controller';
import { CategoryViewService } from './category-view.service';
import { CategoryController } from './category.controller';
import { CategoryRepository } from './category.repository';
import { CategoryService } from './category.service';

/**
 * A crowd's categories: the admin area's list, create, edit and delete, and the public site's list.
 * The category table is this module's: others count ideas in it through `CategoryRepository`, and
 * idea queries join it only through `category-visibility.query.ts`.
 */
@Module({
  imports: [CrowdModule, IdeaModule],
  controllers: [CategoryController, CategoryViewController],
  providers: [CategoryRepository, CategoryService, CategoryViewService],
  exports: [CategoryRepository],
})
export class CategoryModule {}
