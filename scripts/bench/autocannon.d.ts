// The part of autocannon's API the lead bench uses (the package ships no types; the
// DefinitelyTyped ones describe an older major version).
declare module 'autocannon' {
  type Context = Record<string, unknown>;
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (Request & {
      setupRequest?: (request: Request, context: Context) => Request;
      onResponse?: (status: number, body: string, context: Context) => void;
    })[];
  };
  type Histogram = { p50: number; p90: number; p99: number; max: number };
  type Result = {
    latency: Histogram;
    requests: Histogram & { total: number };
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
