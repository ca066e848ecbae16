/**
 * The part of the Workers runtime's TCP socket API (`cloudflare:sockets`) that the SMTP client
 * uses, for the Node-side type check of the tests, which import the delivery code: the Worker's
 * own check (worker/tsconfig.json) has the full @cloudflare/workers-types instead.
 */
declare module 'cloudflare:sockets' {
  interface DeliveryTcpSocket {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<Uint8Array>;
    readonly opened: Promise<unknown>;
    readonly closed: Promise<void>;
    close(): Promise<void>;
    startTls(): DeliveryTcpSocket;
  }
  export function connect(
    address: { hostname: string; port: number },
    options?: { secureTransport?: 'off' | 'on' | 'starttls'; allowHalfOpen?: boolean },
  ): DeliveryTcpSocket;
}
