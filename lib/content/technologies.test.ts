import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  getTechnologies,
  getTechnologiesPage,
  getTechnology,
  getTechnologySlugs,
  readTechnologyFile,
  technologyRoutes,
  TECHNOLOGIES_DIR,
} from './technologies';
import { tempFile } from '@/testing/temp-files';

function committed(slug: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(TECHNOLOGIES_DIR, `${slug}.json`), 'utf8'));
}

describe('technology files', () => {
  // The required technology pages are checked once, against the built site (e2e/spec-routes.ts).
  it('feeds the route list with the overview and every page', () => {
    const paths = technologyRoutes().map((r) => r.path);
    expect(paths[0]).toBe('/technologies');
    const files = fs.readdirSync(TECHNOLOGIES_DIR).filter((file) => file.endsWith('.json'));
    expect(paths).toHaveLength(files.length + 1);
    expect(paths).toContain('/technologies/react-native');
    expect(paths).toContain('/technologies/postgresql');
  });

  it('adding a technology is adding a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'technologies-'));
    fs.copyFileSync(path.join(TECHNOLOGIES_DIR, 'react.json'), path.join(dir, 'svelte.json'));
    expect(getTechnologySlugs(dir)).toEqual(['svelte']);
    expect(technologyRoutes(dir).map((r) => r.path)).toEqual([
      '/technologies',
      '/technologies/svelte',
    ]);
  });

  it('rejects a malformed file, naming the file and the field', () => {
    const data = committed('java') as { stack: { items: Array<Record<string, unknown>> } };
    delete data.stack.items[2]!.desc;
    const file = tempFile('java.json', data);
    expect(() => readTechnologyFile(file)).toThrow(/java\.json[\s\S]*stack\.items\.2\.desc/);
  });

  it('rejects a closing call to action that does not lead to /contact', () => {
    const data = committed('react') as { cta: { primary: { href: string } } };
    data.cta.primary.href = '/technologies';
    const file = tempFile('react.json', data);
    expect(() => readTechnologyFile(file)).toThrow(/react\.json[\s\S]*cta\.primary\.href/);
  });

  it('rejects a title that would make the full <title> 60 characters or longer', () => {
    const data = committed('vue') as { seo: { title: string } };
    data.seo.title = 'Vue.js Development and Modernisation Services India';
    const file = tempFile('vue.json', data);
    expect(() => readTechnologyFile(file)).toThrow(/vue\.json[\s\S]*seo\.title/);
  });

  it('rejects broken JSON and a file name that is not a slug', () => {
    expect(() => readTechnologyFile(tempFile('broken.json', '{ "name": '))).toThrow(
      /broken\.json[\s\S]*not valid JSON/,
    );
    expect(() => readTechnologyFile(tempFile('Not A Slug.json', committed('react')))).toThrow(
      /Not A Slug\.json/,
    );
  });

  it('throws on an unknown slug', () => {
    expect(() => getTechnology('cobol')).toThrow(/cobol/);
  });
});

describe('per-page details', () => {
  const names = (slug: string) => getTechnology(slug).stack.items.map((i) => i.name);

  it('every page ends in a call to action to /contact and starts with one', () => {
    for (const t of getTechnologies()) {
      expect(t.cta.primary.href).toBe('/contact');
      expect(t.hero.primary.href).toBe('/contact');
      expect(t.benefits.items.length).toBeGreaterThanOrEqual(3);
      expect(t.stack.items.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('React, Flutter, Node.js, Vue, Angular, Next.js and Python link to /contact, /case-studies and /technologies', () => {
    for (const slug of ['react', 'flutter', 'nodejs', 'vue', 'angular', 'nextjs', 'python']) {
      const t = getTechnology(slug);
      expect(t.hero.secondary?.href).toBe('/case-studies');
      expect(t.cta.secondary?.href).toBe('/technologies');
    }
  });

  it('Java has three benefit cards and exactly its eight-item stack', () => {
    expect(getTechnology('java').benefits.items).toHaveLength(3);
    expect(names('java')).toEqual([
      'Spring Boot',
      'Spring Security',
      'Hibernate',
      'Maven/Gradle',
      'JUnit',
      'Apache Kafka',
      'Microservices',
      'Docker',
    ]);
  });

  it('.NET covers cross-platform, performance and security with an eight-item ecosystem; React Native has the same layout', () => {
    const dotnet = getTechnology('dotnet');
    expect(dotnet.benefits.items.map((b) => b.title)).toEqual([
      'Cross-platform',
      'Performance',
      'Security',
    ]);
    expect(dotnet.stack.items).toHaveLength(8);
    const rn = getTechnology('react-native');
    expect(rn.benefits.items).toHaveLength(3);
    expect(rn.stack.items).toHaveLength(8);
  });

  it('iOS lists the eight frameworks', () => {
    expect(names('ios')).toEqual([
      'Swift',
      'SwiftUI',
      'UIKit',
      'Core Data',
      'CloudKit',
      'HealthKit',
      'ARKit',
      'Xcode',
    ]);
  });

  it('AWS, Google Cloud and Azure have three benefits and eight services each', () => {
    for (const slug of ['aws', 'gcp', 'azure']) {
      const t = getTechnology(slug);
      expect(t.benefits.items).toHaveLength(3);
      expect(t.stack.items).toHaveLength(8);
    }
    expect(getTechnology('gcp').name).toBe('Google Cloud');
  });

  it('Python has why-Python cards, a checklist and project cards with results', () => {
    const python = getTechnology('python');
    expect(python.benefits.eyebrow).toBe('Why Python');
    expect(python.checklist?.items.length).toBeGreaterThanOrEqual(4);
    expect(python.projects?.items.length).toBeGreaterThanOrEqual(1);
    for (const project of python.projects!.items) {
      expect(project.technologies.length).toBeGreaterThan(0);
      expect(project.results.length).toBeGreaterThan(0);
    }
  });

  it('Android is a complete page like its siblings', () => {
    const android = getTechnology('android');
    const ios = getTechnology('ios');
    expect(android.hero.primary.href).toBe('/contact');
    expect(android.stack.items.length).toBe(ios.stack.items.length);
    expect(android.benefits.items.length).toBe(ios.benefits.items.length);
    expect(android.approach).toBeDefined();
  });

  it('the AI pages have capabilities and use cases', () => {
    for (const slug of ['tensorflow', 'aws-ai', 'openai']) {
      const t = getTechnology(slug);
      expect(t.category).toBe('ai');
      expect(t.useCases?.items.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('technologies overview content', () => {
  it('has a page for every database, in the Database group', () => {
    const databases = getTechnologies().filter((t) => t.category === 'database');
    expect(databases.map((d) => d.name)).toEqual(['PostgreSQL', 'MongoDB', 'MySQL', 'Redis']);
    expect(getTechnologiesPage().groups.map((g) => g.category)).toContain('database');
    // As deep as their siblings: the same required sections plus the way we work.
    for (const database of databases) {
      expect(database.stack.items.length).toBeGreaterThanOrEqual(8);
      expect(database.benefits.items.length).toBeGreaterThanOrEqual(3);
      expect(database.approach).toBeDefined();
    }
  });

  it('rejects a malformed overview file, naming the file and the field', () => {
    const data = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'content/pages/technologies.json'), 'utf8'),
    );
    data.groups[5].category = 'spreadsheets';
    const file = tempFile('technologies.json', data);
    expect(() => getTechnologiesPage(file)).toThrow(/technologies\.json[\s\S]*groups\.5\.category/);
  });
});
