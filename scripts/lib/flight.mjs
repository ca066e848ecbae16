// Reads the React Server Components ("flight") payload that Next inlines into every exported
// page (`self.__next_f.push([1, "..."])`) and finds the client components the page RENDERS.
// Used by the zero-JS step (scripts/lib/islands.mjs) to decide which pages keep JavaScript.

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The flight stream of an exported page, or '' when the page carries none. */
export function flightFromHtml(html) {
  let stream = '';
  for (const match of html.matchAll(PUSH)) {
    const chunk = JSON.parse(match[1]);
    if (chunk[0] === 1) stream += chunk[1];
    else if (chunk[0] === 3) stream += Buffer.from(chunk[1], 'base64').toString('utf8');
  }
  return stream;
}

/**
 * Splits a flight stream into rows: Map<id, {tag, value}>. Tags: 'I' (client reference:
 * [moduleId, chunks, exportName]), 'T' (text), '' (a JSON model), or another letter (hints,
 * debug info, errors) that we keep unparsed. Rows without an id (":HL[...]" hints) are skipped.
 */
export function parseFlightRows(stream) {
  const bytes = Buffer.from(stream, 'utf8');
  const rows = new Map();
  let i = 0;
  while (i < bytes.length) {
    const colon = bytes.indexOf(0x3a, i); // ':'
    if (colon < 0) break;
    const id = bytes.toString('utf8', i, colon);
    let j = colon + 1;
    const tagChar = String.fromCharCode(bytes[j] ?? 0);
    if (tagChar === 'T') {
      // Text row: "T<hex byte length>,<text>" with no trailing newline.
      const comma = bytes.indexOf(0x2c, j);
      const length = parseInt(bytes.toString('utf8', j + 1, comma), 16);
      const text = bytes.toString('utf8', comma + 1, comma + 1 + length);
      if (id) rows.set(id, { tag: 'T', value: text });
      i = comma + 1 + length;
      continue;
    }
    let end = bytes.indexOf(0x0a, j); // '\n'
    if (end < 0) end = bytes.length;
    let body = bytes.toString('utf8', j, end);
    let tag = '';
    if (/^[A-Z]/.test(body)) {
      // A letter tag ("I", "HL", "E", "D", "W"...): the letters, then JSON (or nothing).
      const letters = /^[A-Z]+/.exec(body)[0];
      tag = letters;
      body = body.slice(letters.length);
    }
    if (id) {
      let value = body;
      try {
        value = body === '' ? null : JSON.parse(body);
      } catch {
        value = body;
      }
      rows.set(id, { tag, value });
    }
    i = end + 1;
  }
  return rows;
}

/** Props of framework elements (Next's layout router) that hold fallbacks, not what renders. */
const FALLBACK_PROPS = new Set(['notFound', 'forbidden', 'unauthorized', 'error', 'loading']);

const REF = /^\$[A-Z@]?([0-9a-f]+)$/;

/**
 * Client references the page renders, as [{moduleId, exportName, chunks}]. Walks the tree from
 * row 0 and follows row references; fallbacks of framework boundaries (the not-found UI the
 * root layout carries on every page) are skipped, because they do not render on this page.
 * `isFramework(moduleId)` says whether a client reference is Next's own router code.
 */
export function renderedClientReferences(rows, isFramework = () => false) {
  const found = new Map();
  const visited = new Set();

  const clientRef = (id) => {
    const row = rows.get(id);
    return row && row.tag === 'I' && Array.isArray(row.value) ? row.value : null;
  };

  const visitRow = (id) => {
    if (visited.has(id)) return;
    visited.add(id);
    const row = rows.get(id);
    if (!row) return;
    if (row.tag === 'I') {
      const [moduleId, chunks, exportName] = row.value;
      found.set(`${moduleId}#${exportName}`, { moduleId, exportName, chunks });
      return;
    }
    if (row.tag === '') visit(row.value);
  };

  const visit = (value) => {
    if (typeof value === 'string') {
      const match = REF.exec(value);
      if (match) visitRow(match[1]);
      return;
    }
    if (Array.isArray(value)) {
      // A React element: ["$", type, key, props].
      if (value[0] === '$' && value.length >= 4 && typeof value[1] === 'string') {
        const match = REF.exec(value[1]);
        const ref = match ? clientRef(match[1]) : null;
        visit(value[1]);
        const props = value[3];
        if (props && typeof props === 'object') {
          const skipFallbacks = ref !== null && isFramework(ref[0]);
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
    if (value && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item);
    }
  };

  visitRow('0');
  return [...found.values()];
}
