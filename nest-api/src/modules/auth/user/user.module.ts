import { Module } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { PasswordRecheck } from './password-recheck';
import { UserRepository } from './user.repository';
import { UserViews } from './user-views.service';

/** The accounts' data; signing in is the auth module's, the signed-in user's own page the account module's. */
@Module({
  imports: [CacheModule],
  providers: [UserRepository, PasswordRecheck, UserViews],
  exports: [UserRepository, PasswordRecheck, UserViews],
})
export class UserModule {}
