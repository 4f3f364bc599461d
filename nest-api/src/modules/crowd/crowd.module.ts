import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionModule } from '../subscription/subscription.module';
import { CrowdViewController } from './crowd-view.controller';
import { CrowdViewService } from './crowd-view.service';
import { Category } from './entities/category.entity';
import { Crowd } from './entities/crowd.entity';
import { CrowdMember } from './entities/crowd-member.entity';
import { CrowdTheming } from './entities/crowd-theming.entity';
import { Question } from './entities/question.entity';
import { QuestionOption } from './entities/question-option.entity';
import { Questionnaire } from './entities/questionnaire.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([Category, Crowd, CrowdMember, CrowdTheming, Question, QuestionOption, Questionnaire]),
    SubscriptionModule,
  ],
  controllers: [CrowdViewController],
  providers: [CrowdViewService],
  exports: [TypeOrmModule],
})
export class CrowdModule {}
