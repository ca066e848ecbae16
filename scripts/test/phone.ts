// A mid-range phone as Lighthouse's mobile preset emulates it through CDP. Shared by the e2e specs
// and the benches that measure a phone's first interaction and its long tasks.
import type { CDPSession, Page } from '@playwright/test';

const KBIT = 1024 / 8;

/** Lighthouse's mobile network ("slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up). */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6 * 1024 * KBIT,
  uploadThroughput: 750 * KBIT,
};

/** Lighthouse's mobile CPU: this machine slowed 4x (Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 4;

/**
 * Slows `page` to that phone through a CDP session of its own: the CPU always, the network
 * unless `network` is false. Returns the session, network events enabled when the network is
 * slowed.
 */
export async function slowToPhone(page: Page, { network = true } = {}): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  }
  return cdp;
}
