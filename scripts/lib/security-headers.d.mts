export const DEFAULT_API_BASE: string;
export interface SecurityConfig {
  contentSecurityPolicy: Record<string, string[]>;
  headers: Record<string, Record<string, string>>;
}
export interface ComputedSources {
  scriptHashes?: string[];
  styleHashes?: string[];
  styleAttrHashes?: string[];
  apiBase?: string;
}
export function sha256Source(text: string): string;
export function inlineScriptHashes(outDir: string): string[];
export const RUNTIME_STYLES: Array<{ name: string; marker: string; css(root: string): string[] }>;
export function styleAttributeHashes(outDir: string): string[];
export function inlineStyleHashes(outDir: string, root?: string): string[];
export function contentSecurityPolicy(
  directives: Record<string, string[]>,
  computed: ComputedSources,
): string;
export function headerRules(
  config: SecurityConfig,
  computed: ComputedSources,
): Array<{ pattern: string; headers: Array<[string, string]> }>;
export function headersFile(config: SecurityConfig, computed: ComputedSources): string;
export function readSecurityConfig(root?: string): SecurityConfig;
export function writeHeaders(options: { outDir: string; root?: string; apiBase?: string }): string;
