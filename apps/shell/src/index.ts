// Browser entry: an async boundary so the federation share scope is ready before React loads. It is crossed in a
// task after the one that evaluated this bundle and started the federation runtime, so the two are not one long task.
setTimeout(() => void import('./bootstrap.tsx'), 0);
