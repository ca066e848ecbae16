export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const MOBILE_NETWORK: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};
export declare const CPU_SLOWDOWN: number;
