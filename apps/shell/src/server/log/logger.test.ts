/** @jest-environment node */
import { createLogger, routeConsole, type LogLevel } from './logger.ts';
import { requestIdFrom, requestIdHeaders, withRequestId } from './request-scope.ts';

function capture(level: LogLevel) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level, write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>), now: () => Date.UTC(2026, 10, 25, 1, 45), base: { app: 'shell' } });
  return { logger, lines };
}

describe('shell logger', () => {
  it('writes one JSON line per event with the Seoul time, the request id and the message', () => {
    const { logger, lines } = capture('info');
    withRequestId('req-abc123', () => logger.info('PV 등록 실패', { uri: '/items/P1' }));
    expect(lines).toEqual([{ level: 'info', time: '2026-11-25T10:45:00.000+09:00', app: 'shell', reqId: 'req-abc123', msg: 'PV 등록 실패', uri: '/items/P1' }]);
  });

  it('drops events below its level: info by default keeps error, warn and info but not debug', () => {
    const { logger, lines } = capture('info');
    logger.error('e');
    logger.warn('w');
    logger.info('i');
    logger.debug('d');
    expect(lines.map((l) => l.level)).toEqual(['error', 'warn', 'info']);
    const quiet = capture('error');
    quiet.logger.warn('w');
    expect(quiet.lines).toEqual([]);
  });

  it('drops console messages below the level without formatting them', () => {
    const { logger, lines } = capture('info');
    const fake = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
    routeConsole(logger, fake, 'info');
    let formatted = false;
    fake.debug('[analytics] %s', { toString: () => ((formatted = true), 'page_view') });
    fake.info('kept');
    expect(formatted).toBe(false);
    expect(lines.map((l) => l.msg)).toEqual(['kept']);
  });

  it('routes console output through the logger, scrubbed', () => {
    const { logger, lines } = capture('debug');
    const fake = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
    routeConsole(logger, fake);
    fake.error('[shell] login of %s failed', 'kim@example.com', new Error('Bearer secret-token'));
    expect(lines[0]).toMatchObject({ level: 'error' });
    expect(String(lines[0]?.msg)).toContain('[shell] login of [email] failed');
    expect(JSON.stringify(lines)).not.toMatch(/kim@example|secret-token/);
  });

  it('takes a well-formed incoming request id, else mints one, and names it in API headers', () => {
    expect(requestIdFrom('abcdef-123')).toBe('abcdef-123');
    expect(requestIdFrom('bad id\n{"level":"error"}')).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(requestIdHeaders()).toEqual({});
    expect(withRequestId('req-1234', () => requestIdHeaders())).toEqual({ 'x-request-id': 'req-1234' });
  });
});
