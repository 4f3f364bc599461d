import { Injectable } from '@nestjs/common';
import type { TShareIdeaRequest, TShareIdeaResponse } from '@crowd/contracts';
import { unauthorized } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { MailService } from '../../../infra/mail/mail.service';
import { assertMayTakePart } from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { UserRepository } from '../../auth/user/user.repository';
import { IdeaShareRepository } from './idea-share.repository';
import { ShareRateLimit } from './share-rate-limit';
import { ShareRecipientLimit } from './share-recipient-limit';

/**
 * Shares of an idea by e-mail (views are `IdeaViewCountService`'s); nobody shares an idea they
 * may not read (its reading rule, `IdeaReadingService`) or take part in.
 */
@Injectable()
export class IdeaShareService {
  constructor(
    private readonly ideas: IdeaShareRepository,
    private readonly reading: IdeaReadingService,
    private readonly hosts: KnownHostsService,
    private readonly users: UserRepository,
    private readonly mail: MailService,
    private readonly limit: ShareRateLimit,
    private readonly recipients: ShareRecipientLimit,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /**
   * Mails the idea's link to each address in the crowd's language (nothing is known of the
   * recipients), from its canonical host. The rate limits count the addresses before anything is
   * recorded, so a refused share mails no one and counts nothing; one refused for a recipient's
   * daily limit still counts against the sender's own.
   */
  async share({ ideaId, emails }: TShareIdeaRequest, user: RequestUser): Promise<TShareIdeaResponse> {
    const { idea, context } = await this.reading.byId(ideaId, user);
    assertMayTakePart(context, user);
    const sender = await this.users.findLiveById(user.id);
    if (!sender) throw unauthorized();
    await this.limit.consume(user.id, emails.length);
    await this.recipients.consume(emails);
    const shareCount = await this.tx.withTransaction(() =>
      this.ideas.insertShare(idea.id, user.id, emails.length, this.clock.now()),
    );
    const { crowd } = context;
    const vars = {
      senderName: sender.name,
      ideaName: idea.name,
      crowdName: crowd.title || crowd.subdomain || '',
      link: await this.hosts.link(crowd, `/idea/${idea.id}`),
    };
    for (const to of emails) await this.mail.send({ to, locale: crowd.locale, template: 'ideaShared', vars });
    return { message: 'idea_shared', shareCount };
  }
}
