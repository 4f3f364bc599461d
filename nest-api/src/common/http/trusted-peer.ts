import { type CanActivate, type ExecutionContext, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { notFound } from '../errors';
import type { TrustProxyFn } from './request-host';

/** Headers the web sets on every call it makes for a visitor: its /api proxy's and its loaders' alike. */
const VISITOR_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

const trustOf = (req: Request): TrustProxyFn => req.app.get('trust proxy fn') as TrustProxyFn;
const madeForVisitor = (req: Request): boolean => VISITOR_HEADERS.some((name) => req.headers[name] !== undefined);

/**
 * Whether the request came straight from a TRUSTED_PROXIES peer (loopback by default) forwarding
 * nobody's request: the operators' scraper, never a browser.
 */
function fromDirectTrustedPeer(req: Request): boolean {
  return (
    !madeForVisitor(req) &&
    req.headers['x-forwarded-for'] === undefined &&
    trustOf(req)(req.socket.remoteAddress ?? '', 0)
  );
}

/**
 * Whether the web process made the call itself, for no visitor: every hop is a TRUSTED_PROXIES
 * address (the call may pass the operators' internal API balancer, which names the web in
 * X-Forwarded-For: `req.ip` is then the web's own address), and none of the headers the web sets
 * on calls it makes for a visitor is there.
 */
function fromWebProcess(req: Request): boolean {
  const trust = trustOf(req);
  return !madeForVisitor(req) && trust(req.socket.remoteAddress ?? '', 0) && trust(req.ip ?? '', 0);
}

/** A guard that answers the 404 of a route that does not exist to every request `allowed` refuses. */
const onlyFor = (allowed: (req: Request) => boolean): MethodDecorator & ClassDecorator =>
  UseGuards({
    canActivate(context: ExecutionContext): boolean {
      if (!allowed(context.switchToHttp().getRequest<Request>())) throw notFound();
      return true;
    },
  } satisfies CanActivate);

/**
 * A route for the operators' network only (`fromDirectTrustedPeer`). Checked before the body is
 * read: to anyone else it answers the 404 of a route that does not exist.
 */
export const DirectTrustedPeerOnly = (): MethodDecorator & ClassDecorator => onlyFor(fromDirectTrustedPeer);

/** A route for the web process's own calls only (`fromWebProcess`); a 404 to anyone else, as above. */
export const WebProcessOnly = (): MethodDecorator & ClassDecorator => onlyFor(fromWebProcess);
