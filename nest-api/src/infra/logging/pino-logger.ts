import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { TApiEnv } from '../config/env.schema';
import { currentRequestId } from '../../common/request-context';

const PINO_LEVEL: Record<TApiEnv['LOG_LEVEL'], pino.Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
};

/**
 * Defence in depth: no line logs headers or bodies today, but one that ever does must not write a
 * credential (the ops tests grep a run's logs for them).
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.paymentMethodId',
  '*.cardNumber',
  '*.number',
  '*.cvc',
];

let stdout: DestinationStream | undefined;

/** One JSON object a line on stdout (or `destination`), each with the request id it ran for. */
export function createPino(level: TApiEnv['LOG_LEVEL'], destination?: DestinationStream): Pino {
  return pino(
    {
      level: PINO_LEVEL[level],
      base: { pid: process.pid },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    // One stdout stream for every logger of the process (the tests start many apps).
    destination ?? (stdout ??= pino.destination({ sync: false })),
  );
}

type Message = unknown;

/** A structured line: `logger.log({ msg: 'request completed', status: 200 })`. */
const isLine = (message: unknown): message is { msg: string } & Record<string, unknown> =>
  typeof message === 'object' && message !== null && typeof (message as { msg?: unknown }).msg === 'string';

/** Nest's Logger calls end here: `new Logger('Mail').warn(…)` becomes `{"level":40,"context":"Mail",…}`. */
export class PinoLoggerService implements LoggerService {
  constructor(readonly pino: Pino) {}

  log(message: Message, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: Message, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: Message, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: Message, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: Message, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: Message, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes the context name last; an error's stack comes before it. */
  private write(level: pino.Level, message: Message, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = (level === 'error' || level === 'fatal') && typeof rest[0] === 'string' ? rest[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'string') this.pino[level](fields, message);
    else if (isLine(message)) {
      const { msg, ...line } = message;
      this.pino[level]({ ...fields, ...line }, msg);
    } else this.pino[level]({ ...fields, data: message });
  }
}
