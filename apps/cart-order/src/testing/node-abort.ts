import { transferableAbortController } from 'node:util';

// react-router builds a Node `Request` for every navigation and passes it an AbortController's signal; jsdom's
// AbortSignal is rejected by Node's Request. Until @shop/config-jest's jsdom environment copies Node's abort
// classes (as it does for fetch and Request), tests use Node's own.
const NodeAbortController = transferableAbortController().constructor as typeof AbortController;
if (globalThis.AbortController !== NodeAbortController) {
  globalThis.AbortController = NodeAbortController;
  globalThis.AbortSignal = new NodeAbortController().signal.constructor as typeof AbortSignal;
}
