/**
 * Resolves once the browser has painted the current frame: a timer queued from `requestAnimationFrame` runs after
 * that frame's rendering. Work that is not what a tap shows (sending a request, the next screen's render) waits
 * for it, so the tap is answered in the next paint instead of after that work. A page in the background paints
 * no frames: a fallback timer resolves it anyway.
 * @param fallbackMs How long to wait at most for a frame.
 */
export function afterPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, fallbackMs);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
