import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Session } from './entities/session.entity';
import { User } from './entities/user.entity';
import { UserToken } from './entities/user-token.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Session, User, UserToken])],
  exports: [TypeOrmModule],
})
export class AuthModule {}
