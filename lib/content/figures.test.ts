import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPANY_FIGURES, type CompanyFigures } from '@/lib/content/figures';
import { CONTENT_DIR } from '@/lib/content/parse';
import { fillTokens } from '@/lib/content/site-tokens';

/**
 * A buyer who reads "50+ projects" on one page and "150+ projects" on another stops trusting
 * both. Every content file is scanned: a company-level count must be the one in
 * content/company/figures.json, unless its sentence says whose count it is (the engineers'
 * careers, a partner network, an industry source).
 */
const SYNONYMS: Record<keyof CompanyFigures, string[]> = {
  projects: ['projects', 'projects delivered'],
  clients: ['clients', 'companies', 'customers'],
  engineers: ['engineers', 'developers', 'expert engineers'],
  teamMembers: ['team members', 'people'],
};
const ATTRIBUTED =
  /\bour engineers\b|\btheir careers\b|\bpartners'|\bindustry\b|\baccording to\b|\bsurvey\b/i;

function contentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.(json|mdx?)$/.test(entry.name) ? [full] : [];
  });
}

interface Claim {
  file: string;
  figure: keyof CompanyFigures;
  stated: string;
  text: string;
}

/** Sentences of a file with tokens filled, as a visitor reads them. */
function sentences(source: string): string[] {
  return fillTokens(source)
    .text.split(/(?<=[.!?])\s+|\n|",\s*"/)
    .filter(Boolean);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function companyFigureClaims(files: string[]): Claim[] {
  const claims: Claim[] = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const where = path.relative(process.cwd(), file);
    for (const [figure, nouns] of Object.entries(SYNONYMS) as [keyof CompanyFigures, string[]][]) {
      const inProse = new RegExp(`(\\d[\\d,]*\\+)\\s+(?:${nouns.map(escape).join('|')})\\b`, 'gi');
      for (const sentence of sentences(source)) {
        if (ATTRIBUTED.test(sentence)) continue;
        for (const match of sentence.matchAll(inProse)) {
          claims.push({ file: where, figure, stated: match[1] ?? '', text: sentence.trim() });
        }
      }
      // Stat tiles: { "value": "50+", "label": "Projects delivered" } in JSON content.
      const tile = new RegExp(
        `"value":\\s*"([^"]+)",\\s*"label":\\s*"(?:${nouns.map(escape).join('|')})"`,
        'gi',
      );
      for (const match of fillTokens(source).text.matchAll(tile)) {
        claims.push({ file: where, figure, stated: match[1] ?? '', text: match[0] });
      }
    }
  }
  return claims;
}

describe('company figures', () => {
  const claims = companyFigureClaims(contentFiles(CONTENT_DIR));

  it('finds the company figures stated in content (the scan sees what a visitor reads)', () => {
    expect(claims.some((claim) => claim.figure === 'projects')).toBe(true);
  });

  it('states every company-level figure as content/company/figures.json gives it', () => {
    const wrong = claims
      .filter((claim) => claim.stated !== COMPANY_FIGURES[claim.figure].value)
      .map(
        (claim) => `${claim.file}: ${claim.text} (expected ${COMPANY_FIGURES[claim.figure].value})`,
      );
    expect(wrong).toEqual([]);
  });

  it('catches a page that contradicts the single source', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-'));
    const file = path.join(dir, 'page.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        intro: 'Across 150+ projects we learned a lot.',
        stats: [{ value: '7+', label: 'Clients' }],
      }),
    );
    const stated = companyFigureClaims([file]).map((claim) => `${claim.figure} ${claim.stated}`);
    expect(stated).toEqual(expect.arrayContaining(['projects 150+', 'clients 7+']));
    fs.rmSync(dir, { recursive: true });
  });
});
