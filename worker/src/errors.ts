/**
 * Every refusal is thrown as an HttpError and answered in one place (app.onError): JSON for the
 * islands, a 303 to the failure page for a native post (docs/mail-list-service.md#what-it-answers).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.error));
  }
}

export const tooLarge = (limitBytes: number) =>
  new HttpError(413, { error: 'payload_too_large', limitBytes });

export function invalid(
  field: string,
  message: string,
  issues: { field: string; message: string }[] = [{ field, message }],
) {
  return new HttpError(400, {
    error: 'invalid_payload',
    field,
    message: `${field}: ${message}`,
    issues,
  });
}

/** The storage bound is reached (ours, or the database's own): new leads are refused with 507. */
export function isStorageFull(error: unknown): boolean {
  const message =
    error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /storage_full|SQLITE_FULL|database or disk is full|maximum (DB|database) size/i.test(
    message,
  );
}

/** One line of an error for a log: its name and message, never a stack or a request's data. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0] ?? '';
}
