import { Injectable, type NestMiddleware } from '@nestjs/common';
import { API_ROUTES, toExpressPath } from '@crowd/contracts';
import type { NextFunction, Request, Response } from 'express';
import { requestCrowdOf } from '../../../../common/http/request-crowd';
import { ProcessMemo } from '../../../../infra/cache/process-memo';
import { recordShareable, sendStored, type StoredResponse } from '../../../../infra/cache/recorded-response';
import { sharedAnswerKey } from '../../../../infra/cache/shared-read-cache';
import { CrowdContextService } from './crowd-context.service';

/** Where the middleware is mounted: the routes whose answer is `sameForEveryReader`. */
export const SAME_FOR_EVERY_READER_PATHS = API_ROUTES.filter((route) => 'sameForEveryReader' in route).map((route) =>
  toExpressPath(route.path),
);

interface ReaderAnswer extends StoredResponse {
  /** The crowd the answer is about (the request's, as the guards read it from its path). */
  crowdId: number;
}

/** An answer that may not be handed on: the memo drops it and its waiters ask the route themselves. */
const NOT_SHARED = new Error('not shared');

/**
 * Decision 040: on a route that is `sameForEveryReader`, the answer the route gave one caller of a
 * key (path and query, host, crowd header, language: `sharedAnswerKey`) is handed to the next
 * callers of that key whom the crowd's reader rule admits (`requireSiteReaderOf`, the route's own
 * rule, with each caller's own session), signed in or not, without running the route again. The
 * answers live in the `ProcessMemo` (its TTL, emptied by every write through this process), and
 * concurrent first callers of a key wait for one answer. A caller the rule refuses, or every
 * caller when the first answer was no 200, is answered by the route itself. Mounted after the
 * session middleware: `req.user` is the caller.
 */
@Injectable()
export class SharedReaderAnswerMiddleware implements NestMiddleware {
  constructor(
    private readonly memo: ProcessMemo,
    private readonly contexts: CrowdContextService,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' || !this.memo.keeps()) return next();
    let answering = false;
    const kept = this.memo.getAnswer(`reader-answer:${sharedAnswerKey(req)}`, () => {
      answering = true;
      return this.record(req, res);
    });
    if (answering) return next();
    const answer = await kept.catch(() => null);
    if (answer && (await this.admits(req, answer.crowdId))) sendStored(res, answer);
    else next();
  }

  /** What the route answers this caller, once sent, if it may be handed on. */
  private async record(req: Request, res: Response): Promise<ReaderAnswer> {
    const answer = await recordShareable(res);
    // A 200 passed the guards, which read the request's crowd.
    const crowdId = answer ? requestCrowdOf(req).crowdId : undefined;
    if (!answer || crowdId === undefined) throw NOT_SHARED;
    return { ...answer, crowdId };
  }

  private admits(req: Request, crowdId: number): Promise<boolean> {
    return this.contexts.requireSiteReaderOf(crowdId, req.user).then(
      () => true,
      () => false,
    );
  }
}
