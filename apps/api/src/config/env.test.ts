import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from './env.ts';
import { DEFAULT_NOTIFY_CONFIG } from './notify-env.ts';
import { DEFAULT_JOBS_CONFIG } from './jobs-env.ts';
import { DEFAULT_PAYMENT_CONFIG } from './payment-env.ts';

const ROOT = '/repo';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    assert.deepEqual(loadConfig({}, ROOT), {
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: '/repo/data/shop.db' },
      uploadDir: '/repo/data/upload',
      logLevel: 'info',
      payment: DEFAULT_PAYMENT_CONFIG,
      jobs: DEFAULT_JOBS_CONFIG,
      notify: DEFAULT_NOTIFY_CONFIG,
      rateLimitPerAddress: 30,
    });
  });

  it('reads REDIS_URL and the per-address limit, refusing bad values', () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6380/2', RATE_LIMIT_PER_ADDRESS: '5' }, ROOT);
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6380/2');
    assert.equal(config.rateLimitPerAddress, 5);
    assert.throws(() => loadConfig({ REDIS_URL: 'localhost:6379', RATE_LIMIT_PER_ADDRESS: '0', TRUSTED_PROXIES: '10.0.0.5, shell-1' }, ROOT), /REDIS_URL[\s\S]*RATE_LIMIT_PER_ADDRESS[\s\S]*TRUSTED_PROXIES: .*shell-1/);
    assert.deepEqual(loadConfig({ TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6' }, ROOT).trustedProxies, ['10.0.0.5', '10.0.0.6']);
  });

  it('reads payment settings and keeps the Toss keys in pairs', () => {
    const config = loadConfig({ TOSS_CLIENT_KEY: 'ck', TOSS_SECRET_KEY: 'sk', TOSS_API_BASE_URL: 'http://127.0.0.1:9/', SHOP_BANK_ACCOUNTS: 'A|1-2' }, ROOT);
    assert.deepEqual(config.payment, { ...DEFAULT_PAYMENT_CONFIG, tossClientKey: 'ck', tossSecretKey: 'sk', tossBaseUrl: 'http://127.0.0.1:9', bankAccounts: [{ bankName: 'A', accountNumber: '1-2' }] });
    assert.throws(() => loadConfig({ TOSS_SECRET_KEY: 'sk', SHOP_BANK_ACCOUNTS: 'x', ORDER_EXPIRY_INTERVAL_MS: '-1' }, ROOT), (error: unknown) => error instanceof ConfigError && error.problems.length === 3);
    // The holder is the business information's company name: an account naming its own holder is refused.
    assert.throws(() => loadConfig({ SHOP_BANK_ACCOUNTS: 'A|1-2|Other Co' }, ROOT), /SHOP_BANK_ACCOUNTS: must be "bank\|account number"/);
  });

  it('sends messages to the outbox by default, through Solapi when configured with its keys', () => {
    assert.throws(() => loadConfig({ MESSAGE_SENDER: 'solapi' }, ROOT), /MESSAGE_SENDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER/);
    const solapi = loadConfig({ MESSAGE_SENDER: 'solapi', SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', SOLAPI_SENDER: '0212345678', SOLAPI_TEMPLATES: 'SHIPPED=T1, DELIVERED=T2', NOTIFY_RETRY_INTERVAL_MS: '5000' }, ROOT).notify;
    assert.deepEqual(solapi, { sender: 'solapi', retryIntervalMs: 5000, solapi: { apiKey: 'k', apiSecret: 's', sender: '0212345678', pfId: '', templates: { SHIPPED: 'T1', DELIVERED: 'T2' } } });
    assert.throws(() => loadConfig({ MESSAGE_SENDER: 'kakao' }, ROOT), /MESSAGE_SENDER: must be outbox or solapi/);
  });

  it('offers card, easy pay, virtual account, transfer and bank transfer by default; SHOP_PAYMENT_METHODS chooses', () => {
    assert.deepEqual(loadConfig({}, ROOT).payment?.paymentMethods, ['card', 'easypay', 'vbank', 'realtimebank', 'bank']);
    assert.deepEqual(loadConfig({ SHOP_PAYMENT_METHODS: 'bank, card' }, ROOT).payment?.paymentMethods, ['bank', 'card']);
    assert.throws(() => loadConfig({ SHOP_PAYMENT_METHODS: 'bank,cash' }, ROOT), /SHOP_PAYMENT_METHODS: comma-separated methods of bank, card/);
  });

  it('reads PostgreSQL, SQLite and absolute paths', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop', API_PORT: '0', UPLOAD_DIR: '/srv/up', LOG_LEVEL: 'DEBUG' }, ROOT);
    assert.deepEqual(pg.database, { kind: 'postgres', url: 'postgres://u@db:5432/shop' });
    assert.equal(pg.port, 0);
    assert.equal(pg.uploadDir, '/srv/up');
    assert.equal(pg.logLevel, 'debug');
    assert.deepEqual(loadConfig({ DATABASE_URL: 'sqlite:tmp/x.db' }, ROOT).database, { kind: 'sqlite', file: '/repo/tmp/x.db' });
  });

  it('lists every bad variable in one error', () => {
    assert.throws(
      () => loadConfig({ API_PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, ROOT),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 3);
        assert.match(error.message, /API_PORT.*"abc"/);
        assert.match(error.message, /DATABASE_URL/);
        assert.match(error.message, /LOG_LEVEL.*"loud"/);
        return true;
      },
    );
  });

  it('rejects ports out of range', () => {
    assert.throws(() => loadConfig({ API_PORT: '70000' }, ROOT), /API_PORT/);
    assert.throws(() => loadConfig({ API_PORT: '-1' }, ROOT), /API_PORT/);
  });
});
