// @ts-check
// Reads the React Server Components ("flight") payload that Next inlines into every exported
// page (`self.__next_f.push([1, "..."])`) and finds the client components the page RENDERS.
// Used by the zero-JS step (scripts/build/islands.mjs) to prove which pages keep JavaScript.
//
// FAILS CLOSED: anything it does not understand (a push it cannot read, a row tag it does not
// know, a row body that is not JSON, a client reference of another shape) throws a
// FlightFormatError. The caller names the page; the build stops instead of guessing.

/**
 * @typedef {{tag: string, value: unknown}} FlightRow
 * @typedef {{moduleId: string, exportName: string, chunks: unknown[]}} ClientReference
 */

export class FlightFormatError extends Error {}

/** Next's inline push of a payload chunk: `self.__next_f.push([kind, data])`. */
export const FLIGHT_PUSH = /^\s*self\.__next_f\.push\(([\s\S]*)\)\s*;?\s*$/;
/** Next's inline bootstrap of the payload array: `(self.__next_f=self.__next_f||[]).push([0])`. */
export const FLIGHT_INIT =
  /^\s*\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\)\s*;?\s*$/;

/**
 * The flight stream from a page's inline script contents, or '' when the page carries none.
 * @param {string[]} inlineScripts contents of the page's inline scripts, in document order
 */
export function flightFromScripts(inlineScripts) {
  let stream = '';
  for (const content of inlineScripts) {
    if (FLIGHT_INIT.test(content)) continue;
    const match = FLIGHT_PUSH.exec(content);
    if (!match) continue;
    /** @type {unknown} */
    let chunk;
    try {
      chunk = JSON.parse(match[1] ?? '');
    } catch {
      throw new FlightFormatError(`a payload push is not JSON: ${content.slice(0, 80)}`);
    }
    if (!Array.isArray(chunk) || typeof chunk[0] !== 'number')
      throw new FlightFormatError(`a payload push of unknown shape: ${content.slice(0, 80)}`);
    if (chunk[0] === 1 && typeof chunk[1] === 'string') stream += chunk[1];
    else if (chunk[0] === 3 && typeof chunk[1] === 'string')
      stream += Buffer.from(chunk[1], 'base64').toString('utf8');
    else throw new FlightFormatError(`a payload push of unknown kind ${JSON.stringify(chunk[0])}`);
  }
  return stream;
}

/**
 * Row tags this parser understands. '' is a JSON model, 'I' a client reference
 * [moduleId, chunks, exportName, async?], 'T' text, 'HL' a resource hint (no id), 'X'/'C' the
 * start and close of a stream (both empty in a prerendered page).
 */
const KNOWN_TAGS = new Set(['', 'I', 'T', 'HL', 'X', 'C']);

/**
 * Splits a flight stream into rows: Map<id, FlightRow>. Throws FlightFormatError on a row it
 * cannot read.
 * @param {string} stream
 * @returns {Map<string, FlightRow>}
 */
export function parseFlightRows(stream) {
  const bytes = Buffer.from(stream, 'utf8');
  /** @type {Map<string, FlightRow>} */
  const rows = new Map();
  let i = 0;
  while (i < bytes.length) {
    const colon = bytes.indexOf(0x3a, i); // ':'
    if (colon < 0) throw new FlightFormatError(`trailing bytes without a row id at ${i}`);
    const id = bytes.toString('utf8', i, colon);
    if (!/^[0-9a-f]*$/.test(id))
      throw new FlightFormatError(`a row id that is not hexadecimal: ${id.slice(0, 40)}`);
    const j = colon + 1;
    if (bytes[j] === 0x54 /* T */) {
      // Text row: "T<hex byte length>,<text>" with no trailing newline.
      const comma = bytes.indexOf(0x2c, j);
      const length = parseInt(bytes.toString('utf8', j + 1, comma), 16);
      if (comma < 0 || !Number.isFinite(length) || comma + 1 + length > bytes.length)
        throw new FlightFormatError(`text row ${id} with an unreadable length`);
      rows.set(id, { tag: 'T', value: bytes.toString('utf8', comma + 1, comma + 1 + length) });
      i = comma + 1 + length;
      continue;
    }
    let end = bytes.indexOf(0x0a, j); // '\n'
    if (end < 0) end = bytes.length;
    const line = bytes.toString('utf8', j, end);
    const tag = /^[A-Z]*/.exec(line)?.[0] ?? '';
    const body = line.slice(tag.length);
    if (!KNOWN_TAGS.has(tag)) throw new FlightFormatError(`row ${id} has unknown tag "${tag}"`);
    if ((tag === 'X' || tag === 'C') && body !== '')
      throw new FlightFormatError(`stream row ${id}${tag} carries data the parser does not read`);
    /** @type {unknown} */
    let value = null;
    if (body !== '') {
      try {
        value = JSON.parse(body);
      } catch {
        throw new FlightFormatError(`row ${id}${tag} is not JSON: ${body.slice(0, 60)}`);
      }
    } else if (tag === '' || tag === 'I' || tag === 'HL') {
      throw new FlightFormatError(`row ${id}${tag} is empty`);
    }
    if (tag === 'I') clientReferenceOf(id, value);
    if (id && tag !== 'C') rows.set(id, { tag, value });
    else if (!id && tag !== 'HL') throw new FlightFormatError(`a "${tag}" row without an id`);
    i = end + 1;
  }
  return rows;
}

/**
 * A client reference row's value as {moduleId, chunks, exportName}; throws on another shape.
 * @param {string} id
 * @param {unknown} value
 * @returns {ClientReference}
 */
function clientReferenceOf(id, value) {
  if (
    !Array.isArray(value) ||
    value.length < 3 ||
    value.length > 4 ||
    !(typeof value[0] === 'number' || typeof value[0] === 'string') ||
    !Array.isArray(value[1]) ||
    typeof value[2] !== 'string'
  )
    throw new FlightFormatError(`client reference row ${id} of unknown shape`);
  return { moduleId: String(value[0]), chunks: value[1], exportName: value[2] };
}

/** Props of framework elements (Next's layout router) that hold fallbacks, not what renders. */
const FALLBACK_PROPS = new Set(['notFound', 'forbidden', 'unauthorized', 'error', 'loading']);

const REF = /^\$[A-Z@]?([0-9a-f]+)$/;

/**
 * Client references the page renders. Walks the tree from row 0 and follows row references;
 * fallbacks of framework boundaries (the not-found UI the root layout carries on every page)
 * are skipped, because they do not render on this page. A reference to a row the stream does
 * not contain throws: the page cannot be proven.
 * @param {Map<string, FlightRow>} rows
 * @param {(moduleId: string) => boolean} [isFramework] whether a module is Next's router code
 * @returns {ClientReference[]}
 */
export function renderedClientReferences(rows, isFramework = () => false) {
  /** @type {Map<string, ClientReference>} */
  const found = new Map();
  const visited = new Set();
  if (rows.size && !rows.has('0')) throw new FlightFormatError('the payload has no root row 0');

  /** @param {string} id */
  const clientRef = (id) => {
    const row = rows.get(id);
    return row && row.tag === 'I' ? clientReferenceOf(id, row.value) : null;
  };

  /** @param {string} id */
  const visitRow = (id) => {
    if (visited.has(id)) return;
    visited.add(id);
    const row = rows.get(id);
    if (!row) throw new FlightFormatError(`a reference to row ${id}, which the payload lacks`);
    const ref = clientRef(id);
    if (ref) found.set(`${ref.moduleId}#${ref.exportName}`, ref);
    else if (row.tag === '') visit(row.value);
  };

  /** @param {unknown} value */
  const visit = (value) => {
    if (typeof value === 'string') {
      const match = REF.exec(value);
      if (match?.[1]) visitRow(match[1]);
      return;
    }
    if (Array.isArray(value)) {
      // A React element: ["$", type, key, props].
      if (value[0] === '$' && value.length >= 4 && typeof value[1] === 'string') {
        const match = REF.exec(value[1]);
        const ref = match?.[1] ? clientRef(match[1]) : null;
        visit(value[1]);
        const props = value[3];
        if (props && typeof props === 'object') {
          const skipFallbacks = ref !== null && isFramework(ref.moduleId);
          for (const [key, prop] of Object.entries(props)) {
            if (skipFallbacks && FALLBACK_PROPS.has(key)) continue;
            visit(prop);
          }
        }
        return;
      }
      for (const item of value) visit(item);
      return;
    }
    if (value && typeof value === 'object') for (const item of Object.values(value)) visit(item);
  };

  if (rows.size) visitRow('0');
  return [...found.values()];
}
