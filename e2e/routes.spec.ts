import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { getRoutes, redirectRoutes, unlistedRoutes } from '../lib/routes';
import { builtPagePaths, htmlFileFor, OUT_DIR } from './helpers/out-files';
import { PENDING_ROUTES } from './pending-routes';
import { SPEC_ROUTES } from './spec-routes';

const routePaths = getRoutes().map((r) => r.path);

test.describe('route list', () => {
  test('every spec route is either built (on the route list) or pending, never both', () => {
    for (const route of SPEC_ROUTES) {
      const built = routePaths.includes(route);
      const pending = PENDING_ROUTES.includes(route);
      expect(built || pending, `${route} is on neither list`).toBe(true);
      expect(built && pending, `${route} is built and still pending`).toBe(false);
    }
  });

  test('out/ holds an HTML file for every route on the list', () => {
    for (const route of routePaths) {
      expect(htmlFileFor(route), `no HTML for ${route}`).not.toBeNull();
    }
  });

  test('every built page is on the route list (and so in the sitemap), or unlisted', () => {
    expect(builtPagePaths()).toEqual([...routePaths, ...unlistedRoutes].sort());
  });

  test('every redirect source has a stub and a 301 line in _redirects', () => {
    const rules = fs.readFileSync(`${OUT_DIR}/_redirects`, 'utf8');
    for (const { from, to } of redirectRoutes) {
      expect(rules).toContain(`${from} ${to} 301`);
      expect(fs.readFileSync(htmlFileFor(from)!, 'utf8')).toContain(`url=${to}`);
    }
  });
});
