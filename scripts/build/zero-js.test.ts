import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFERRED_FLIGHT_ATTR,
  DEFERRED_SCRIPTS_ID,
  FLIGHT_DIR,
} from '../../lib/islands/handoff.mjs';
import { ISLANDS, REGISTRY_FILE } from '../../lib/islands/registry.mjs';
import {
  deferredFlight,
  deferredScripts,
  executableScripts,
  pageAssets,
  scriptsOf,
} from './html-scripts.mjs';
import { classifyClientModule, islandsOfPage } from './islands.mjs';
import {
  applyZeroJs,
  deferNextRuntime,
  injectSpeculationRules,
  SPECULATION_RULES,
  SPECULATION_RULES_TAG,
  stripNextRuntime,
} from './zero-js.mjs';

// Pages exactly as `next build` exported them, recorded by scripts/build/record-fixtures.mjs (re-run
// it after a Next or React upgrade): one island page, one island-free page.
const FIXTURES = path.join(__dirname, '__fixtures__');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const islandPage = fixture('contact.html');
const plainPage = fixture('about.html');
const clientModules = new Map(
  Object.entries(
    (JSON.parse(fixture('client-modules.json')) as { modules: Record<string, string> }).modules,
  ),
);

/** The payload pushes of a page, rewritten by `edit` (a format change of Next's). */
const editPayload = (html: string, edit: (push: string) => string) =>
  html.replace(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g, (tag) => edit(tag));

describe('islandsOfPage on recorded pages', () => {
  it('proves the island page renders its island, from marker and payload', () => {
    expect(islandsOfPage('/contact', islandPage, clientModules)).toEqual({
      islands: ['contact-form'],
      entries: ISLANDS['contact-form'],
    });
  });

  it('proves the island-free page renders none', () => {
    expect(islandsOfPage('/about', plainPage, clientModules)).toEqual({ islands: [], entries: [] });
  });
});

describe('the build fails, naming the page, when it cannot prove a page', () => {
  const fails = (html: string, reason: RegExp, modules = clientModules) =>
    expect(() => islandsOfPage('/contact', html, modules)).toThrow(
      expect.objectContaining({ route: '/contact', reason: expect.stringMatching(reason) }),
    );

  it('a payload row with a tag the parser does not know', () => {
    fails(
      editPayload(islandPage, (tag) => tag.replace(/(\\n[0-9a-f]+:)I\[/g, '$1Z[')),
      /RSC payload: row [0-9a-f]+ has unknown tag "Z"/,
    );
  });

  it('a payload row that is not JSON', () => {
    fails(
      editPayload(islandPage, (tag) => tag.replace(/(\\n[0-9a-f]+:)\[/, '$1[[')),
      /RSC payload: row [0-9a-f]+ is not JSON/,
    );
  });

  it('payload pushes in a new form (an inline script it does not recognise)', () => {
    fails(
      editPayload(islandPage, (tag) => tag.replace('self.__next_f.push(', 'self.__next_f.add(')),
      /inline script the build does not recognise/,
    );
  });

  it('a client reference of another shape', () => {
    fails(
      editPayload(islandPage, (tag) => tag.replace(/(:I\[)(\d+),/, '$1{\\"id\\":$2},')),
      /client reference row [0-9a-f]+ of unknown shape/,
    );
  });

  it('an island marker without its client entry in the payload', () => {
    expect(() =>
      islandsOfPage(
        '/about',
        plainPage.replace('<main', '<main data-island="chat"'),
        clientModules,
      ),
    ).toThrow(
      /islands: \/about: its HTML marks data-island="chat" but the RSC payload renders none/,
    );
  });

  it('a rendered island without its marker', () => {
    fails(
      islandPage.replace('data-island="contact-form"', 'data-form="contact-form"'),
      /renders island "contact-form" .* but its HTML has no data-island="contact-form" marker/,
    );
  });

  it('a marker the registry does not list', () => {
    fails(
      islandPage.replace('data-island="contact-form"', 'data-island="mystery"'),
      new RegExp(`data-island="mystery" is not an island listed in ${REGISTRY_FILE}`),
    );
  });

  it('a client component no island lists, telling where to add it', () => {
    const renamed = new Map(
      [...clientModules].map(([id, source]) => [
        id,
        source.replace('contact-form-island', 'new-widget'),
      ]),
    );
    fails(
      islandPage,
      new RegExp(
        `components/forms/new-widget.tsx, which no island lists: add it to an island in ${REGISTRY_FILE}`,
      ),
      renamed,
    );
  });

  it('a client reference no manifest knows', () => {
    const partial = new Map([...clientModules].filter(([, s]) => !s.includes('contact-form')));
    fails(islandPage, /client reference \d+ \(\S+\) is in no client-reference manifest/, partial);
  });

  it('applyZeroJs over an export with a mutated page throws and leaves the page unstripped', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zero-js-'));
    const mutated = editPayload(islandPage, (tag) => tag.replace(/(\\n[0-9a-f]+:)I\[/g, '$1Z['));
    fs.writeFileSync(path.join(outDir, 'about.html'), plainPage);
    fs.writeFileSync(path.join(outDir, 'contact.html'), mutated);
    expect(() => applyZeroJs({ outDir, nextDir: outDir, clientModules })).toThrow(
      /^islands: \/contact: its RSC payload: row [0-9a-f]+ has unknown tag "Z"$/,
    );
    expect(fs.readFileSync(path.join(outDir, 'contact.html'), 'utf8')).toBe(mutated);
    fs.rmSync(outDir, { recursive: true });
  });
});

describe('classifyClientModule', () => {
  it('tells framework, render-only library and island modules apart', () => {
    expect(classifyClientModule('node_modules/next/dist/client/app-dir/link.js')).toBe('framework');
    expect(classifyClientModule('node_modules/lucide-react/dist/esm/Icon.mjs')).toBe('render-only');
    expect(classifyClientModule('node_modules/sonner/dist/index.mjs')).toBe('island');
    expect(classifyClientModule('components/chat/chat-widget.tsx')).toBe('island');
  });
});

describe('stripNextRuntime (recorded island-free page)', () => {
  const stripped = stripNextRuntime(plainPage);

  it("removes Next's scripts, script preloads and the RSC payload", () => {
    expect(executableScripts(stripped)).toEqual([]);
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toContain('TURBOPACK');
    expect(stripped).not.toMatch(/<link[^>]+as="script"/);
    expect(pageAssets(stripped).scripts).toEqual([]);
  });

  it('keeps the stylesheet, the content and the JSON-LD byte for byte', () => {
    expect(pageAssets(stripped).styles).toEqual(pageAssets(plainPage).styles);
    const main = /<main[\s\S]*<\/main>/.exec(plainPage)![0];
    expect(stripped).toContain(main);
    const jsonLd = scriptsOf(plainPage).filter((s) => s.type === 'application/ld+json');
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const script of jsonLd) expect(stripped).toContain(script.tag);
  });
});

describe('deferNextRuntime (recorded island page)', () => {
  const { html: deferred, flight } = deferNextRuntime(islandPage);

  it('lists the runtime scripts for the intent loader; only the loader runs with the page', () => {
    const external = scriptsOf(islandPage).filter((s) => s.src && !s.noModule);
    expect(deferredScripts(deferred)).toEqual(external.map((s) => s.src));
    expect(executableScripts(deferred).map((s) => s.content.slice(0, 23))).toEqual([
      '(function intentLoader(',
    ]);
    expect(deferred).not.toMatch(/<link[^>]+as="script"/);
    expect(deferred).toMatch(
      new RegExp(
        `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}" ${DEFERRED_FLIGHT_ATTR}="[^"]+">[^<]*</script><script>\\(function intentLoader\\([\\s\\S]*</script></body>`,
      ),
    );
  });

  it('moves every payload push, in order, out of the HTML into the file the loader fetches', () => {
    const pushes = scriptsOf(islandPage).filter((s) => s.content.includes('__next_f'));
    expect(pushes.length).toBeGreaterThan(1);
    expect(deferred).not.toContain('self.__next_f.push(');
    expect(deferred).not.toContain('data-deferred-push="__next_f"');
    expect(deferredFlight(deferred)).toBe(flight!.path);
    expect(flight!.path).toMatch(new RegExp(`^${FLIGHT_DIR}/[0-9a-f]{16}\\.json$`));
    const rows = JSON.parse(flight!.text) as unknown[];
    expect(rows).toHaveLength(pushes.length);
    expect(rows[0]).toEqual([0]);
    expect((rows[1] as unknown[])[0]).toBe(1);
    // The row text is the pushed argument exactly: what the runtime would have received.
    expect(pushes[1]!.content).toContain(JSON.stringify(rows[1]).slice(0, 200));
    for (const row of rows.slice(1))
      expect(deferred).not.toContain(JSON.stringify(row).slice(5, 85));
  });

  it('names the payload file by its content', () => {
    expect(deferNextRuntime(islandPage).flight!.path).toBe(flight!.path);
    const edited = islandPage.replace('self.__next_f.push([1,"', 'self.__next_f.push([1,"0:x\\n');
    expect(edited).not.toBe(islandPage);
    expect(deferNextRuntime(edited).flight!.path).not.toBe(flight!.path);
  });

  it('leaves a page without runtime scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferNextRuntime(plain)).toEqual({ html: plain, flight: null });
  });
});

describe('speculation rules', () => {
  it('prefetch same-origin documents on hover, never Next assets or files', () => {
    const rules = JSON.parse(SPECULATION_RULES);
    expect(rules.prefetch[0].eagerness).toBe('moderate');
    expect(JSON.stringify(rules.prefetch[0].where)).toContain('"href_matches":"/*"');
    expect(JSON.stringify(rules.prefetch[0].where)).toContain('"/_next/*"');
  });

  it('are added to the head once and are data, not executable script', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = injectSpeculationRules(html);
    expect(injectSpeculationRules(once)).toBe(once);
    expect(once).toContain(`${SPECULATION_RULES_TAG}</head>`);
    expect(executableScripts(once)).toEqual([]);
  });
});
