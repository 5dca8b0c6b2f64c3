import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSentry } from '@backspin/test-kit/fake-sentry';
import { ErrorReporter } from './reporting.ts';

/** A log destination that keeps each JSON line. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('the error reporter', () => {
  it('sends an unexpected error to Sentry with the id it logs and returns', async () => {
    const sentry = await FakeSentry.start();
    cleanups.push(() => sentry.close());
    const { lines, destination } = logLines();
    const reporter = new ErrorReporter({ service: 'economy', dsn: sentry.dsn, environment: 'test', destination });
    cleanups.push(() => reporter.close());

    const errorId = reporter.report(new Error('the ledger caught fire'), { requestId: 'req-1', path: ['purchase', 'hold'] });

    expect(errorId).toMatch(/^[0-9a-f]{32}$/);
    const event = await sentry.eventWithId(errorId);
    expect(event.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'the ledger caught fire' });
    expect(event.tags).toMatchObject({ service: 'economy', requestId: 'req-1' });
    expect(event.environment).toBe('test');
    expect(event.contexts?.request).toMatchObject({ path: 'purchase.hold' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, service: 'economy', errorId, requestId: 'req-1', err: expect.objectContaining({ message: 'the ledger caught fire' }) }),
    ]);
  });

  it('gives each error its own id', async () => {
    const { destination } = logLines();
    const reporter = new ErrorReporter({ service: 'gateway', destination });
    const ids = new Set([reporter.report(new Error('a')), reporter.report(new Error('b')), reporter.report('not even an Error')]);
    expect(ids.size).toBe(3);
  });

  it('without a DSN sends nothing and the log line carries the id', async () => {
    const sentry = await FakeSentry.start();
    cleanups.push(() => sentry.close());
    const { lines, destination } = logLines();
    const reporter = new ErrorReporter({ service: 'rest-bridge', destination });

    const errorId = reporter.report(new Error('no sentry here'), { method: 'POST', url: '/sentry-testing' });
    expect(await reporter.flush()).toBe(true);
    await reporter.close();

    expect(reporter.sentryEnabled).toBe(false);
    expect(sentry.server.requests).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        service: 'rest-bridge',
        errorId,
        method: 'POST',
        url: '/sentry-testing',
        msg: `unexpected error ${errorId}: no sentry here`,
      }),
    ]);
  });

  it('keeps reporting to the log when Sentry refuses the key', async () => {
    const sentry = await FakeSentry.start('rightkey');
    cleanups.push(() => sentry.close());
    const { lines, destination } = logLines();
    const wrongDsn = sentry.dsn.replace('rightkey', 'wrongkey');
    const reporter = new ErrorReporter({ service: 'economy', dsn: wrongDsn, destination });
    cleanups.push(() => reporter.close());

    const errorId = reporter.report(new Error('refused'));
    await reporter.flush();

    expect(sentry.server.requests).toHaveLength(1);
    expect(sentry.events).toEqual([]);
    expect(lines.map((l) => l.errorId)).toEqual([errorId]);
  });
});
