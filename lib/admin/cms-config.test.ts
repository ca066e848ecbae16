import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { cmsConfig } from '@/lib/admin/cms-config';
import { fieldsOf, type CmsField } from '@/lib/admin/zod-fields';
import { blogFrontmatterSchema } from '@/lib/content/blog-schema';
import { caseStudySchema } from '@/lib/content/case-studies';
import { CONTENT_DIR } from '@/lib/content/parse';
import { personSchema } from '@/lib/content/people';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const config = cmsConfig();
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const articleFields = collection('blog').fields!;
const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;

/** The schema's own verdict on one field value, the other fields taken from a real article. */
const shape = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: { in?: z.ZodType; shape?: Record<string, z.ZodType> } } })
    ._zod.def;
const objectShape = (schema: z.ZodType): Record<string, z.ZodType> => {
  const def = shape(schema);
  return def.shape ?? objectShape(def.in!);
};
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('content admin configuration', () => {
  it('offers exactly the categories of content/blog-categories.json and the people of people.json', () => {
    const categories = readJson(path.join(CONTENT_DIR, 'blog-categories.json')).map(
      (c: { name: string }) => c.name,
    );
    const people = readJson(path.join(CONTENT_DIR, 'people.json'));
    expect(field(articleFields, 'category').options).toEqual(categories);
    expect(field(articleFields, 'author').options).toEqual(
      people.map((p: { id: string; name: string }) => ({ label: p.name, value: p.id })),
    );
  });

  it('has one field per schema key, in schema order, plus the body', () => {
    const names = (fields: CmsField[]) => fields.map((f) => f.name);
    expect(names(articleFields)).toEqual([
      ...Object.keys(objectShape(blogFrontmatterSchema)),
      'body',
    ]);
    expect(names(collection('case-studies').fields!)).toEqual([
      ...Object.keys(objectShape(caseStudySchema)),
      'body',
    ]);
    const people = collection('people').files![0]!.fields[0]!;
    expect(people).toMatchObject({ widget: 'list', root: true });
    expect(names(people.fields as CmsField[])).toEqual(Object.keys(personSchema.shape));
  });

  it('asks for what the schema requires, and allows leaving out what it does not', () => {
    const article = objectShape(blogFrontmatterSchema);
    for (const f of articleFields.filter((f) => f.name !== 'body')) {
      const optional = accepts(article[f.name]!, undefined);
      expect([f.name, f.required === false]).toEqual([f.name, optional]);
    }
  });

  it('bounds every text and list exactly where the schema does (excerpt 40-159, takeaways 6-8)', () => {
    const article = objectShape(blogFrontmatterSchema);
    const checked: string[] = [];
    for (const f of articleFields) {
      const schema = article[f.name];
      if (!schema) continue;
      const make = (n: number) =>
        f.widget === 'list' ? Array(n).fill('A takeaway') : 'x'.repeat(n);
      const [low, high] = f.widget === 'list' ? [f.min, f.max] : [f.minlength, f.maxlength];
      if (low !== undefined && low > 0) {
        expect([f.name, accepts(schema, make(low)), accepts(schema, make(low - 1))]).toEqual([
          f.name,
          true,
          false,
        ]);
        checked.push(`${f.name}>=${low}`);
      }
      if (high !== undefined) {
        expect([f.name, accepts(schema, make(high)), accepts(schema, make(high + 1))]).toEqual([
          f.name,
          true,
          false,
        ]);
        checked.push(`${f.name}<=${high}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['excerpt>=40', 'excerpt<=159', 'keyTakeaways>=6', 'keyTakeaways<=8']),
    );
  });

  it('writes dates as the YYYY-MM-DD days the schema reads, and computes the slug from the title', () => {
    for (const name of ['date', 'updated'])
      expect(field(articleFields, name)).toMatchObject({
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        time_format: false,
      });
    expect(field(articleFields, 'slug')).toMatchObject({
      widget: 'compute',
      value: '{{fields.title | slugify}}',
    });
    expect(field(articleFields, 'draft')).toMatchObject({
      widget: 'boolean',
      default: false,
      required: false,
    });
  });

  it('follows the content files: a new category or author appears without touching the admin', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-config-'));
    try {
      fs.cpSync(CONTENT_DIR, dir, { recursive: true });
      const categoriesFile = path.join(dir, 'blog-categories.json');
      const categories = readJson(categoriesFile);
      fs.writeFileSync(
        categoriesFile,
        JSON.stringify([...categories, { ...categories[0], name: 'Quality Engineering' }]),
      );
      const peopleFile = path.join(dir, 'people.json');
      const people = readJson(peopleFile);
      fs.writeFileSync(
        peopleFile,
        JSON.stringify([...people, { ...people[0], id: 'new-writer', name: 'New Writer' }]),
      );
      const copy = cmsConfig({ contentDir: dir });
      const fields = copy.collections.find((c) => c.name === 'blog')!.fields!;
      expect(field(fields, 'category').options).toContain('Quality Engineering');
      expect(field(fields, 'author').options).toContainEqual({
        label: 'New Writer',
        value: 'new-writer',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the repository and branch from content/config/admin.json and opens pull requests', () => {
    const settings = readJson(path.join(CONTENT_DIR, 'config', 'admin.json'));
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.authBaseUrl,
    });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('refuses a schema field it has no admin field for, naming it', () => {
    const schema = z.object({ when: z.preprocess((v) => v, z.string()), ok: z.string() });
    expect(() => fieldsOf(schema)).toThrow(/"when" \(zod pipe\)/);
    expect(fieldsOf(schema, { when: { widget: 'datetime' } })[0]).toMatchObject({
      name: 'when',
      widget: 'datetime',
    });
  });
});
