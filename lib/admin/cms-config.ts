// The content admin's configuration (Sveltia CMS at /admin), derived at build from the same zod
// schemas and content files the build validates with: categories from
// content/blog-categories.json, authors from content/people.json, every bound from the schemas.
// scripts/admin/build-admin.ts writes it to public/admin/config.json (docs/editors.md#the-content-admin).
import fs from 'node:fs';
import path from 'node:path';
import { blogFrontmatterSchema } from '@/lib/content/blog-schema';
import { caseStudySchema } from '@/lib/content/case-studies';
import { ARTICLE_COMPONENTS } from '@/lib/content/mdx-guard';
import { CONTENT_DIR } from '@/lib/content/parse';
import { personSchema, type Person } from '@/lib/content/people';
import { fieldsOf, labelFor, type CmsField, type FieldHints } from '@/lib/admin/zod-fields';
import type { ComponentSpec } from '@/lib/admin/mdx-blocks';

/** content/config/admin.json: where pull requests go and who signs editors in. */
export interface AdminSettings {
  repo: string;
  branch: string;
  authBaseUrl: string;
}

/** What the configuration is derived from; tests pass a temp copy of content/. */
export interface AdminSources {
  contentDir?: string;
  siteUrl?: string;
}

/** Uploaded files: the photo rules of docs/editors.md#images decide names and formats. */
export const BLOG_MEDIA = { folder: 'public/uploads/blog', publicPath: '/uploads/blog' };

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export function readAdminSettings(contentDir = CONTENT_DIR): AdminSettings {
  return readJson<AdminSettings>(path.join(contentDir, 'config', 'admin.json'));
}

/** A day, stored as YYYY-MM-DD like every date the site's content files hold. */
const day: Partial<CmsField> = {
  widget: 'datetime',
  type: 'date',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
};

/** The Markdown body under the front matter (the admin's name for it is "body"). */
const body = (label: string): CmsField => ({ name: 'body', label, widget: 'markdown' });

export function articleFields(categories: string[], people: Person[]): CmsField[] {
  const hints: FieldHints = {
    title: { hint: 'The page title adds " | Arcforge"; the web address is made from it.' },
    // The schema wants slug = slugify(title) = the file name: the admin computes it, and the
    // collection names the file with the same transformation.
    slug: { widget: 'compute', value: '{{fields.title | slugify}}', pattern: undefined },
    excerpt: { widget: 'text', hint: 'The card text and the meta description.' },
    category: { widget: 'select', options: categories },
    author: { widget: 'select', options: people.map((p) => ({ label: p.name, value: p.id })) },
    date: { ...day, hint: 'A future day keeps the article off the site until that day.' },
    updated: { ...day, hint: 'The last substantial revision, if any.' },
    heroImage: {
      widget: 'image',
      label: 'Hero image',
      accept: 'image/jpeg,image/png,image/webp,image/svg+xml',
      choose_url: false,
      hint: 'A photo (JPEG, PNG or WebP, at least 1600 px wide) or the generated art.',
    },
    draft: { hint: 'Drafts show only in the development server.' },
    'keyTakeaways.item': { label: 'Takeaway' },
  };
  return [...fieldsOf(blogFrontmatterSchema, hints), body('Article')];
}

export function caseStudyFields(): CmsField[] {
  return [...fieldsOf(caseStudySchema, { date: day }), body('Narrative')];
}

export function personFields(): CmsField[] {
  return fieldsOf(personSchema);
}

/** The article components as the admin's editor blocks (lib/admin/mdx-blocks.ts). */
export function editorComponentSpecs(): ComponentSpec[] {
  return Object.entries(ARTICLE_COMPONENTS).map(([name, attributes]) => ({
    name,
    label: labelFor(name),
    attributes: Object.entries(attributes).map(([attribute, rule]) => ({
      name: attribute,
      label: labelFor(attribute),
      required: Boolean(rule.required),
      ...(rule.values ? { options: [...rule.values] } : {}),
    })),
    // Every article component today wraps Markdown; one that does not would say so here.
    body: 'Text',
  }));
}

export function cmsConfig({ contentDir = CONTENT_DIR, siteUrl }: AdminSources = {}) {
  const settings = readAdminSettings(contentDir);
  const categories = readJson<Array<{ name: string }>>(
    path.join(contentDir, 'blog-categories.json'),
  ).map((c) => c.name);
  const people = readJson<Person[]>(path.join(contentDir, 'people.json'));
  return {
    // The configuration comes with CMS.init() (public/admin/admin.js, from scripts/admin/page/admin.ts), not from a config.yml.
    load_config_file: false,
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.authBaseUrl,
    },
    // A pull request per entry: draft, in review, ready (docs/editors.md#production-setup).
    publish_mode: 'editorial_workflow',
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    media_folder: BLOG_MEDIA.folder,
    public_folder: BLOG_MEDIA.publicPath,
    // Uploads only, named in kebab case like every file in public/uploads: no stock-photo
    // services (they would need their API origins in the admin's CSP, and their licences).
    media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
    // Close to lib/utils/slugify.ts: ASCII, lower case, accents dropped, runs of other
    // characters turned into one hyphen. The schema checks the result either way.
    slug: { encoding: 'ascii', clean_accents: true },
    // An empty optional field is left out of the file rather than written as "".
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'blog',
        label: 'Articles',
        label_singular: 'Article',
        folder: 'content/blog',
        extension: 'mdx',
        format: 'yaml-frontmatter',
        create: true,
        slug: '{{title}}',
        identifier_field: 'title',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title', 'category'],
        media_folder: `/${BLOG_MEDIA.folder}`,
        public_folder: BLOG_MEDIA.publicPath,
        fields: articleFields(categories, people),
      },
      {
        name: 'case-studies',
        label: 'Case studies',
        label_singular: 'Case study',
        folder: 'content/case-studies',
        extension: 'mdx',
        format: 'yaml-frontmatter',
        create: true,
        slug: '{{fields.slug}}',
        identifier_field: 'title',
        fields: caseStudyFields(),
      },
      {
        name: 'people',
        label: 'Authors and team',
        files: [
          {
            name: 'people',
            label: 'People (authors and leadership)',
            file: 'content/people.json',
            format: 'json',
            fields: [
              {
                name: 'people',
                label: 'People',
                widget: 'list',
                root: true,
                min: 1,
                summary: '{{fields.name}} ({{fields.id}})',
                fields: personFields(),
              },
            ],
          },
        ],
      },
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
