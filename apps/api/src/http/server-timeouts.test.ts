import assert from 'node:assert/strict';
import { describeEachDatabase } from '../testing/test-server.ts';
import { SERVER_HEADERS_TIMEOUT_MS, SERVER_KEEP_ALIVE_TIMEOUT_MS } from './server-timeouts.ts';

describeEachDatabase('the API keeps idle connections longer than its clients do', (server) => {
  it('sets the keep-alive and headers timeouts on its server and announces the keep-alive one', async () => {
    const { app } = server();
    assert.equal(app.server.keepAliveTimeout, SERVER_KEEP_ALIVE_TIMEOUT_MS);
    assert.equal(app.server.headersTimeout, SERVER_HEADERS_TIMEOUT_MS);
    assert.ok(SERVER_HEADERS_TIMEOUT_MS > SERVER_KEEP_ALIVE_TIMEOUT_MS);
    const res = await server().request('/healthz');
    await res.text();
    assert.equal(res.headers.get('keep-alive'), `timeout=${SERVER_KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });
});
