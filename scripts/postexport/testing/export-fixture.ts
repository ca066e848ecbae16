// A small export in the shape `next build` leaves, for the tests of the steps after it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A small export in the shape `next build` leaves in out/: pages that load Next's chunks and
 * carry its inline payload, the RSC payload files beside them, its chunks and stylesheet, and
 * files of the site's own (robots.txt). `islandPage` is the home page's island markup.
 */
export function writeExport(dir: string, islandPage: string) {
  const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>
<script src="/_next/static/chunks/runtime.js" async=""></script>
<script type="application/ld+json">{"@type":"Organization"}</script></head>
<body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\",null,{}]\\n"])</script></body></html>`;
  const files: Record<string, string> = {
    'index.html': page(`<main><h1>Home</h1>${islandPage}</main>`),
    'index.txt': '0:["$","main",null,{}]',
    'about.html': page('<main><h1>About</h1><p style="--stagger:2">Us</p></main>'),
    'about.txt': '0:["$","main",null,{}]',
    'about/__next.about.txt': '0:{}',
    '404.html': page(
      '<main><h1>Not found</h1><script>console.error("404 Error: User attempted to access non-existent route: "+location.pathname)</script></main>',
    ),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '_next/static/chunks/runtime.js': 'self.x=1',
    '_next/static/chunks/site.css': 'body{margin:0}',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

export const GOOD_ISLAND = `<div data-island="back-to-top" data-island-props="{&quot;className&quot;:&quot;b&quot;,&quot;label&quot;:&quot;Top&quot;}"><span class="contents"></span></div>`;

/** Every file under `dir` with its SHA-256: equal snapshots mean byte-identical trees. */
export function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        entries[path.relative(dir, full)] = crypto
          .createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex');
    }
  };
  walk(dir);
  return entries;
}
