import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_DIR } from './parse';
import { getServices, getServicesPage } from './services';

const SERVICES_PAGE_FILE = path.join(CONTENT_DIR, 'pages', 'services.json');
const getServiceGuide = (file?: string) => getServicesPage(file).guide;

/** The committed services.json with its guide changed by `edit`, written to a temporary file. */
function withGuide(edit: (groups: Array<{ services: Array<{ service: string }> }>) => void) {
  const data = JSON.parse(fs.readFileSync(SERVICES_PAGE_FILE, 'utf8'));
  edit(data.guide.groups);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guide-')), 'services.json');
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('the services guide', () => {
  it('lists every service page once, by its page name and path', () => {
    const entries = getServiceGuide().groups.flatMap((group) => group.services);
    const services = getServices();
    expect(entries.map((e) => e.href).sort()).toEqual(services.map((s) => s.path).sort());
    for (const entry of entries)
      expect(entry.name).toBe(services.find((s) => s.path === entry.href)!.name);
  });

  it('says when to pick each group and what sets each page apart', () => {
    for (const group of getServiceGuide().groups) {
      expect(group.when.length).toBeGreaterThan(30);
      for (const entry of group.services) expect(entry.line.length).toBeGreaterThan(30);
    }
  });

  it('fails naming the field when a page is missing, unknown or listed twice', () => {
    const missing = withGuide((groups) => groups[0]!.services.shift());
    expect(() => getServiceGuide(missing)).toThrow(/the service "[a-z-]+" is in no group/);
    const unknown = withGuide((groups) => (groups[0]!.services[0]!.service = 'teleporting'));
    expect(() => getServiceGuide(unknown)).toThrow(
      /guide\.groups\.0\.services\.0\.service: no service file/,
    );
    const twice = withGuide((groups) => groups[1]!.services.push(groups[0]!.services[0]!));
    expect(() => getServiceGuide(twice)).toThrow(/is already listed at guide\.groups\.0/);
  });
});
