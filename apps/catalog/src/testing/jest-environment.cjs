// jsdom test environment with Node's Fetch API (Request, Response, Headers, fetch) and the matching
// AbortController/AbortSignal: react-router's data router builds a Request on every navigation, and jsdom has
// none. Copied from the outer Node realm so that signals and requests come from the same implementation.
// Belongs in @shop/config-jest; kept here until the shared setup provides it.
const path = require('node:path');

const configJestDir = path.dirname(require.resolve('@shop/config-jest'));
const { TestEnvironment } = require(require.resolve('jest-environment-jsdom', { paths: [configJestDir] }));

const NODE_GLOBALS = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
