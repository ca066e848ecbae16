import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { claimsIn, contradictions, isScoped, sentencesOf } from '@/lib/content/company-claims';
import {
  BASIS_MAX,
  COMPANY_FIGURES,
  FIGURES,
  FIGURES_FILE,
  figuresSchema,
} from '@/lib/content/figures';
import { CONTENT_DIR } from '@/lib/content/parse';
import { fillTokens } from '@/lib/content/site-tokens';
import { statSchema } from '@/lib/content/pages';

/**
 * The content-side half of docs/facts.md#the-rule: every words file, including the chat's
 * replies that no built page holds, is read as a visitor reads it (tokens filled, stat tiles as
 * one sentence) and must not contradict content/company/figures.json.
 */
function contentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(full);
    return /\.(json|mdx?)$/.test(entry.name) && full !== FIGURES_PATH ? [full] : [];
  });
}
const FIGURES_PATH = path.join(CONTENT_DIR, 'company', 'figures.json');

/** A stat tile ({value, label, description}) reads as one sentence, the way the page shows it. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [fillTokens(value).text];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A tile that names its figure shows the figures file's value and basis.
    const named = typeof record.figure === 'string' ? FIGURES[record.figure] : undefined;
    const shown = named?.value ?? record.value;
    if (typeof shown === 'string' && typeof record.label === 'string') {
      const detail = [record.description ?? record.detail ?? '', named?.basis ?? ''].join(' ');
      return [fillTokens(`${shown} ${record.label}: ${detail}`).text];
    }
    return Object.values(record).flatMap(textsOf);
  }
  return [];
}

function readTexts(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return textsOf(JSON.parse(source));
  const { data, content } = matter(source);
  return [...textsOf(data), fillTokens(content).text];
}

describe('company figures in content', () => {
  const files = contentFiles(CONTENT_DIR);

  it('finds company-level claims (the scan sees what a visitor reads)', () => {
    const topics = new Set(
      files
        .flatMap(readTexts)
        .flatMap(sentencesOf)
        .flatMap(claimsIn)
        .map((c) => c.topic),
    );
    for (const topic of ['projects', 'clients', 'satisfaction', 'retention', 'continents']) {
      expect(topics).toContain(topic);
    }
  });

  it('states every company-level figure as content/company/figures.json gives it, or scopes it', () => {
    const wrong = files.flatMap((file) =>
      contradictions(readTexts(file)).map(
        (c) => `${path.relative(process.cwd(), file)}: "${c.sentence}" (${c.topic} ${c.stated})`,
      ),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the claims rule', () => {
  it('catches a page that contradicts the single source', () => {
    const found = contradictions([
      'Across 150+ projects we learned a lot.',
      '7+ Clients: startups and enterprises',
      'Startups and enterprises across four continents.',
      'They rate us at 95% client satisfaction.',
      'Our engineer retention is 70%.',
      'We have 30+ years of experience.',
    ]).map((c) => `${c.topic} ${c.stated}`);
    expect(found).toEqual([
      'projects 150+',
      'clients 7+',
      'continents 4',
      'satisfaction 95%',
      'engineerRetention 70%',
      'years 30+',
    ]);
  });

  it('accepts the figures file and scoped counts', () => {
    expect(
      contradictions([
        `${COMPANY_FIGURES.projects.value} Projects delivered: across web, mobile and AI`,
        `Clients on ${COMPANY_FIGURES.continents.value} continents.`,
        'Our engineers have shipped 80+ mobile apps over their careers.',
        "95% Customer satisfaction: from the client's quarterly survey of its fleet customers",
        "A network of 500+ developers, ours and our partners’ and our partners' benches.",
        'Rohan has 8+ years of mobile engineering behind him.',
      ]),
    ).toEqual([]);
    expect(isScoped('We delivered 150+ projects.')).toBe(false);
  });
});

describe('every figure has its basis (docs/facts.md#every-figure-has-its-basis)', () => {
  it('gives every figure in the file a basis that says what it counts', () => {
    for (const [key, { basis }] of Object.entries(FIGURES)) {
      expect([key, basis.length >= 20]).toEqual([key, true]);
    }
  });

  it('shows a stat tile with its figure’s value and basis, and refuses an unknown figure', () => {
    const tile = statSchema.parse({ figure: 'projects', label: 'Projects delivered' });
    expect(tile.value).toBe(COMPANY_FIGURES.projects.value);
    expect(tile.basis).not.toMatch(/\{\{/);
    expect(tile.basis.length).toBeGreaterThan(20);
    expect(statSchema.safeParse({ figure: 'nope', label: 'Invented' }).success).toBe(false);
    // A number typed into a tile has no basis: the schema refuses it.
    expect(statSchema.safeParse({ value: '150+', label: 'Projects' }).success).toBe(false);
  });

  it('keeps every basis to one short line, tokens filled, and the longer story in its account', () => {
    for (const [key, { basis, account }] of Object.entries(FIGURES)) {
      const shown = fillTokens(basis).text;
      expect([key, shown.length <= BASIS_MAX]).toEqual([key, true]);
      // An account adds to the line, never merely repeats it.
      if (account) expect([key, account.length > shown.length]).toEqual([key, true]);
    }
    const tile = statSchema.parse({ figure: 'cloudUptimeSla', label: 'Uptime SLA' });
    expect(tile.account).toMatch(/service credits/);
    expect(tile.account).not.toMatch(/\{\{/);
  });

  it('refuses a basis that runs past one line, naming the figure and the field', () => {
    const file = JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8'));
    file.satisfaction.basis = file.satisfaction.account;
    expect(figuresSchema.safeParse(file).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'satisfaction.basis',
    ]);
  });
});
