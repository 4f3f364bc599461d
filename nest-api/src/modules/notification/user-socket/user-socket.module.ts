import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth/auth.module';
import { UserSocketGateway } from './user-socket.gateway';

/** The signed-in user's live channel: the socket.io gateway of the api process (never the worker). */
@Module({ imports: [AuthModule], providers: [UserSocketGateway] })
export class UserSocketModule {}
