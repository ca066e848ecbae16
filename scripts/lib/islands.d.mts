export const RENDER_ONLY_CLIENT_MODULES: RegExp[];
export function classifyClientModule(source: string): 'framework' | 'render-only' | 'island';
export function loadClientModules(nextDir?: string): Map<string, string>;
export function islandsOfPage(html: string, clientModules: Map<string, string>): string[];
