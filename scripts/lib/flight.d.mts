export interface FlightRow {
  tag: string;
  value: unknown;
}
export interface ClientReference {
  moduleId: number | string;
  exportName: string;
  chunks: string[];
}
export function flightFromHtml(html: string): string;
export function parseFlightRows(stream: string): Map<string, FlightRow>;
export function renderedClientReferences(
  rows: Map<string, FlightRow>,
  isFramework?: (moduleId: number | string) => boolean,
): ClientReference[];
