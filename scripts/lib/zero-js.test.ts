import { flightFromHtml, parseFlightRows } from './flight.mjs';
import { DEFERRED_SCRIPTS_ID } from '../../lib/islands/handoff.mjs';
import { deferredScripts, executableScripts, pageAssets } from './html-scripts.mjs';
import { classifyClientModule, islandsOfPage } from './islands.mjs';
import {
  deferNextRuntime,
  injectSpeculationRules,
  SPECULATION_RULES_TAG,
  stripNextRuntime,
} from './zero-js.mjs';

const modules = new Map([
  ['100', 'node_modules/next/dist/esm/client/components/layout-router.js'],
  ['200', 'components/layout/not-found-logger.tsx'],
  ['300', 'components/forms/newsletter-form.tsx'],
  ['400', 'node_modules/lucide-react/dist/esm/Icon.mjs'],
]);

/** A flight stream shaped like Next's: the root layout's router carries the not-found UI. */
function stream(pageChildren: string) {
  return [
    '1:"$Sreact.fragment"',
    '2:"/_next/static/chunks/a.js"',
    '3:I[100,["$2"],"default"]',
    '4:I[200,["$2","/_next/static/chunks/b.js"],"NotFoundLogger"]',
    '5:I[300,["$2"],"NewsletterForm"]',
    '6:I[400,["$2"],"default"]',
    ':HL["/_next/static/chunks/x.css","style"]',
    '7:T0b,hello\nworld' + '9:"after the text row"',
    '0:{"t":["$","$L3",null,{"notFound":[["$","main",null,{"children":["$","$L4",null,{}]}]],"children":"$L8"}]}',
    `8:["$","main",null,{"children":${pageChildren}}]`,
    '',
  ].join('\n');
}

function page(flight: string, head = '') {
  return (
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/x.css"/>` +
    `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>` +
    `<script src="/_next/static/chunks/a.js" async=""></script>` +
    `<script src="/_next/static/chunks/p.js" noModule=""></script>${head}</head><body>` +
    `<main><h1>Title</h1></main>` +
    `<script type="application/ld+json">{"@type":"WebSite"}</script>` +
    `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script>self.__next_f.push([1,${JSON.stringify(flight)}])</script></body></html>`
  );
}

describe('flight payload', () => {
  it('reads the stream from the inline pushes and splits rows, text rows included', () => {
    const html = page(stream('"plain"'));
    const rows = parseFlightRows(flightFromHtml(html));
    expect(rows.get('7')).toEqual({ tag: 'T', value: 'hello\nworld' });
    expect(rows.get('9')?.value).toBe('after the text row');
    expect(rows.get('5')).toEqual({ tag: 'I', value: [300, ['$2'], 'NewsletterForm'] });
  });
});

describe('islandsOfPage', () => {
  it('finds an island the page renders', () => {
    const html = page(stream('[["$","$L6",null,{}],["$","$L5",null,{"variant":"home"}],"$7"]'));
    expect(islandsOfPage(html, modules)).toEqual(['components/forms/newsletter-form.tsx']);
  });

  it('ignores the not-found fallback every page carries, and render-only library components', () => {
    const html = page(stream('[["$","$L6",null,{}],"$7"]'));
    expect(islandsOfPage(html, modules)).toEqual([]);
  });

  it('treats a client reference the manifests do not know as an island', () => {
    const flight = stream('["$","$La",null,{}]').replace('0:{', 'a:I[999,[],"Mystery"]\n0:{');
    expect(islandsOfPage(page(flight), modules)).toEqual(['unknown client module 999']);
  });

  it('classifies client modules', () => {
    expect(classifyClientModule('node_modules/next/dist/client/app-dir/link.js')).toBe('framework');
    expect(classifyClientModule('node_modules/lucide-react/dist/esm/Icon.mjs')).toBe('render-only');
    expect(classifyClientModule('node_modules/sonner/dist/index.mjs')).toBe('island');
    expect(classifyClientModule('components/chat/chat-widget.tsx')).toBe('island');
  });
});

describe('stripNextRuntime', () => {
  const html = page(stream('"plain"'), '<script>console.log("ours")</script>');
  const stripped = stripNextRuntime(html);

  it('removes Next scripts, script preloads and the RSC payload', () => {
    expect(stripped).not.toContain('/_next/static/chunks/a.js');
    expect(stripped).not.toContain('/_next/static/chunks/w.js');
    expect(stripped).not.toContain('/_next/static/chunks/p.js');
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toContain('TURBOPACK');
    expect(pageAssets(stripped).scripts).toEqual([]);
  });

  it('keeps the stylesheet, the content, JSON-LD and scripts of our own', () => {
    expect(pageAssets(stripped).styles).toEqual(['/_next/static/chunks/x.css']);
    expect(stripped).toContain('<main><h1>Title</h1></main>');
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
    expect(executableScripts(stripped).map((s) => s.content)).toEqual(['console.log("ours")']);
  });
});

describe('deferNextRuntime', () => {
  it('moves the runtime scripts into the deferred list and keeps the inline payload', () => {
    const html = deferNextRuntime(page(stream('"plain"')));
    expect(deferredScripts(html)).toEqual(['/_next/static/chunks/a.js']);
    expect(executableScripts(html).filter((s) => s.src)).toEqual([]);
    expect(html).not.toMatch(/<link[^>]+as="script"/);
    expect(html).toContain('<h1>Title</h1>');
    // The inline payload and Turbopack's registration become JSON blocks; only the loader runs.
    expect(html).toContain(
      '<script type="application/json" data-deferred-push="__next_f">[0]</script>',
    );
    expect(html).toContain(
      '<script type="application/json" data-deferred-push="TURBOPACK">{}</script>',
    );
    expect(executableScripts(html).map((s) => s.content.slice(0, 23))).toEqual([
      '(function intentLoader(',
    ]);
    // The list and then the loader close the body.
    expect(html).toMatch(
      new RegExp(
        `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">[^<]*</script><script>\\(function intentLoader\\([\\s\\S]*</script></body>`,
      ),
    );
    // What the page will load on intent still counts as its JavaScript.
    expect(pageAssets(html)).toMatchObject({
      scripts: ['/_next/static/chunks/a.js'],
      deferred: ['/_next/static/chunks/a.js'],
    });
  });

  it('leaves a page without runtime scripts as it is', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferNextRuntime(plain)).toBe(plain);
  });
});

describe('speculation rules', () => {
  it('are added to the head once and are data, not executable script', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = injectSpeculationRules(html);
    expect(injectSpeculationRules(once)).toBe(once);
    expect(once).toContain(`${SPECULATION_RULES_TAG}</head>`);
    expect(executableScripts(once)).toEqual([]);
  });
});
