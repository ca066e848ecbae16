import { z } from 'zod';
import { FIGURES } from '@/lib/content/figures';
import { ContentError, readJsonFile, relative, validate } from '@/lib/content/parse';
import { site } from '@/lib/site';

/**
 * Company facts that copy may mention. Content writes "{{city}}" instead of retyping "Jaipur",
 * so a rebrand in lib/site.ts reaches every sentence. Figures ("{{projects}}", or a page's own
 * such as "{{aiEffortSaved}}") come from content/company/figures.json, so no sentence can state
 * a different number from the tile that shows it.
 */
export const SITE_TOKENS: Record<string, string> = {
  name: site.name,
  legalName: site.legalName,
  foundingYear: String(site.foundingYear),
  city: site.address.locality,
  region: site.address.region,
  address: `${site.address.street}, ${site.address.locality} ${site.address.postalCode}, ${site.address.region}, ${site.address.countryName}`,
  country: site.address.countryName,
  email: site.email,
  phone: site.phone.display,
  phoneHref: site.phone.href,
  hours: site.hours.display,
  responsePromise: site.responsePromise,
  url: site.url,
  ...Object.fromEntries(Object.entries(FIGURES).map(([key, f]) => [key, f.value])),
};

const TOKEN = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** Replaces {{token}} in one string; returns the unknown token names it met. */
export function fillTokens(value: string): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const text = value.replace(TOKEN, (match, name: string) => {
    const fact = SITE_TOKENS[name];
    if (fact === undefined) unknown.push(name);
    return fact ?? match;
  });
  return { text, unknown };
}

/**
 * Fills tokens in every string of parsed content. An unknown token fails with a ContentError
 * naming the file and the field, like any other malformed value.
 */
export function fillSiteTokens<T>(data: T, file: string): T {
  const issues: string[] = [];
  const walk = (value: unknown, at: string[]): unknown => {
    if (typeof value === 'string') {
      const { text, unknown } = fillTokens(value);
      const field = at.length ? at.join('.') : '(root)';
      for (const name of unknown) issues.push(`${field}: unknown token {{${name}}}`);
      return text;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...at, String(i)]));
    // Only plain objects: a Date from an unquoted frontmatter date passes through untouched.
    if (value && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          walk(item, [...at, key]),
        ]),
      );
    }
    return value;
  };
  const filled = walk(data, []) as T;
  if (issues.length) throw new ContentError(file, issues);
  return filled;
}

/**
 * Reads a JSON content file, fills its {{site tokens}} and validates it against `schema`: every
 * JSON loader reads through this, so a token works in any file an editor writes, and one the
 * build does not know fails naming the file and the field.
 */
export function readContentJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  return validate(schema, fillSiteTokens(readJsonFile(file, z.unknown()), relative(file)), file);
}
