import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { runWithRequestId } from '../../common/request-context';
import { createPino, PinoLoggerService } from './pino-logger';

function capture(): { lines: () => Record<string, unknown>[]; service: PinoLoggerService } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    service: new PinoLoggerService(createPino('debug', sink)),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('PinoLoggerService', () => {
  afterEach(() => Logger.overrideLogger(false));

  it('writes a Nest logger’s lines as JSON with their context and the current request id', () => {
    const { service, lines } = capture();
    Logger.overrideLogger(service);
    const logger = new Logger('Mail');
    logger.log('outside');
    runWithRequestId('req-12345678', () => logger.warn('inside'));
    runWithRequestId('req-12345678', () => logger.error('failed', 'Error: boom\n    at x'));
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, context: 'Mail', msg: 'outside' }),
      expect.objectContaining({ level: 40, context: 'Mail', msg: 'inside', requestId: 'req-12345678' }),
      expect.objectContaining({ level: 50, context: 'Mail', msg: 'failed', stack: 'Error: boom\n    at x' }),
    ]);
    expect(lines()[0]).not.toHaveProperty('requestId');
  });

  it('keeps a structured line’s fields and redacts credentials a line should never have carried', () => {
    const { service, lines } = capture();
    service.log({ msg: 'request completed', status: 200, body: { password: 'p4ss', token: 't0k' } }, 'Http');
    service.log({ msg: 'headers', req: { headers: { cookie: 'crowd_sid=abc', authorization: 'Bearer x' } } });
    const text = JSON.stringify(lines());
    expect(lines()[0]).toMatchObject({ msg: 'request completed', status: 200, context: 'Http' });
    for (const secret of ['p4ss', 't0k', 'crowd_sid=abc', 'Bearer x']) expect(text).not.toContain(secret);
  });
});
