// A mid-range phone as Lighthouse's mobile preset emulates it through CDP. Shared by the e2e specs
// and the bench that measure a phone's first interaction.

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
