import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getHomePage } from './pages';

function writeTemp(name: string, content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('home page content', () => {
  it('loads the committed file', () => {
    const home = getHomePage();
    expect(home.hero.primary).toEqual({ label: 'Get a Free Consultation', href: '/contact' });
    expect(home.stats.map((s) => s.value)).toEqual(expect.arrayContaining(['50+', '20+', '10+']));
  });

  it('fails naming the file and the field when a field is malformed', () => {
    const good = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'content/pages/home.json'), 'utf8'),
    );
    good.hero.primary.href = 'contact us';
    const file = writeTemp('home.json', JSON.stringify(good));
    expect(() => getHomePage(file)).toThrow(/home\.json[\s\S]*hero\.primary\.href/);
  });

  it('fails naming the file when the JSON is broken', () => {
    const file = writeTemp('broken.json', '{ "hero": ');
    expect(() => getHomePage(file)).toThrow(/broken\.json[\s\S]*not valid JSON/);
  });
});
