// Test-only: the shared jsdom environment (packages/config-jest/jsdom-env.cjs) installs Node's MessageChannel.
// React's scheduler then keeps a referenced port open and Jest never exits. Removing it before React loads
// makes the scheduler fall back to timers. Import this first in a test that renders React.
delete (globalThis as { MessageChannel?: unknown }).MessageChannel;

export {};
