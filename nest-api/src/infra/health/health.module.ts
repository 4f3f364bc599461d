import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { QueueHealth } from './queue-health';

@Module({ controllers: [HealthController], providers: [QueueHealth] })
export class HealthModule {}
