import { Module } from '@nestjs/common';
import { UserTokenRepository } from './user-token.repository';
import { UserTokenService } from './user-token.service';

/**
 * Single-use tokens: the e-mailed links (activation, password reset) and the sign-in handshakes
 * (single sign-on code, social sign-in state, pending social sign-in).
 */
@Module({
  providers: [UserTokenRepository, UserTokenService],
  exports: [UserTokenService],
})
export class UserTokenModule {}
