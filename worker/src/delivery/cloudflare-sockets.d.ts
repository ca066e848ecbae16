/**
 * The part of the Workers runtime's TCP socket API (`cloudflare:sockets`) the SMTP client uses,
 * declared here so the delivery code type-checks without the full Workers type package. Names
 * are our own, so this merges cleanly with @cloudflare/workers-types where that is loaded.
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
