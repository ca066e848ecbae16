// @ts-check
/**
 * A fixed-window counter per client key (the IP). In memory: the service is one process, and
 * a restart forgetting the counts is harmless. Expired windows are swept once per window, and
 * the map never holds more than `maxKeys` clients: a new one past that evicts the client whose
 * window started longest ago (docs/lead-delivery.md#one-client-cannot-starve-the-others), so
 * spoofed keys cannot grow memory past a fixed ceiling.
 */

/**
 * @param {{ max: number; windowMs: number; maxKeys?: number; now?: () => number }} options
 */
export function createRateLimiter({ max, windowMs, maxKeys = 10_000, now = Date.now }) {
  /** @type {Map<string, { count: number; resetAt: number }>} */
  const windows = new Map();
  let nextSweep = now() + windowMs;

  /** @param {number} time */
  function sweep(time) {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    nextSweep = time + windowMs;
  }

  return {
    /**
     * Counts one request for `key`.
     * @param {string} key
     * @returns {{ allowed: true } | { allowed: false; retryAfterSeconds: number }}
     */
    hit(key) {
      if (max === 0) return { allowed: true };
      const time = now();
      if (time >= nextSweep) sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        // Deleted first so the map's order stays the order in which windows started.
        windows.delete(key);
        if (windows.size >= maxKeys)
          windows.delete(/** @type {string} */ (windows.keys().next().value));
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
    /** Number of clients currently tracked (for tests). */
    get size() {
      return windows.size;
    },
  };
}
