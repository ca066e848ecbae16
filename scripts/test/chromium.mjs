// Debian's Chromium and the flags it needs here (no sandbox as root, no background
// networking on a closed network). Shared by Playwright, the screenshot tool and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const KBIT = 1024 / 8;
/**
 * Lighthouse's mobile network (its "slow 4G" preset: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s
 * up), as CDP's Network.emulateNetworkConditions takes it. Shared by the specs and the bench
 * that measure a phone's first interaction.
 */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6 * 1024 * KBIT,
  uploadThroughput: 750 * KBIT,
};

/** Lighthouse's mobile CPU: a mid-range phone as 4x slowdown of this machine. */
export const CPU_SLOWDOWN = 4;
