// jsdom test environment with Node's Fetch API (Request, Response, Headers, fetch) and the matching
// AbortController/AbortSignal: react-router's data router builds a Request on every navigation and jsdom has
// none. Copied from the outer Node realm so that signals and requests come from the same implementation.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
