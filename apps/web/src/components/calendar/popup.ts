/** docs/product.md#business-constants: the Google popup is 500 by 600; after it closes the page waits 2 seconds before reloading. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const CLOSE_GRACE_MS = 2000;
export const POLL_MS = 400;

export interface ScreenBox {
  width: number;
  height: number;
  left?: number;
  top?: number;
}

/** `window.open` features for a 500×600 popup centred on the current screen. */
export function popupFeatures(screen: ScreenBox): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

export interface Timers {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `onSettled` once, CLOSE_GRACE_MS after the popup is seen closed. Returns a cancel function
 * (for unmounting). A cross-origin popup still reports `closed`, so this works while Google shows it.
 */
export function watchPopup(popup: { readonly closed: boolean }, onSettled: () => void, timers: Timers = browserTimers): () => void {
  let grace: unknown;
  const poll = timers.setInterval(() => {
    if (!popup.closed) return;
    timers.clearInterval(poll);
    grace = timers.setTimeout(onSettled, CLOSE_GRACE_MS);
  }, POLL_MS);
  return () => {
    timers.clearInterval(poll);
    if (grace !== undefined) timers.clearTimeout(grace);
  };
}
