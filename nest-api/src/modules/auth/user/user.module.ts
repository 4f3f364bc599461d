import { Module } from '@nestjs/common';
import { PasswordRecheck } from './password-recheck';
import { UserRepository } from './user.repository';

/** The accounts' data; signing in is the auth module's, the signed-in user's own page the account module's. */
@Module({
  providers: [UserRepository, PasswordRecheck],
  exports: [UserRepository, PasswordRecheck],
})
export class UserModule {}
