import type { Server } from 'node:http';
export function parseRedirects(text: string): Array<{ from: string; to: string; status: number }>;
export function parseHeaders(
  text: string,
): Array<{ pattern: string; headers: Array<[string, string]> }>;
export function createStaticServer(options: { root: string }): Server;
