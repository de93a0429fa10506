// jsdom hides Node's fetch API globals; react-router's loaders, redirects and data() need them in tests.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'BroadcastChannel', 'MessageChannel'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
