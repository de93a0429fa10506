// The one function of react-refresh's runtime the shell's development entry calls.
declare module 'react-refresh/runtime' {
  export function injectIntoGlobalHook(globalObject: object): void;
}
