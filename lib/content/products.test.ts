import fs from 'node:fs';
import path from 'node:path';
import { site } from '@/lib/site';
import { getProduct, getProducts, PRODUCTS_DIR, readProduct } from './products';
import { tempFile } from '@/testing/temp-files';

function committed(id: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(PRODUCTS_DIR, `${id}.json`), 'utf8'));
}

function statsOf(id: string): string[] {
  const stats = getProduct(id).sections.find((s) => s.type === 'stats');
  return stats?.type === 'stats' ? stats.items.map((i) => `${i.value} ${i.label}`) : [];
}

describe('product content', () => {
  it('has the two products, named and linked from lib/site.ts', () => {
    expect(getProducts().map((p) => [p.id, p.name, p.url])).toEqual([
      ['chargiq', site.products.chargiq.name, site.products.chargiq.url],
      ['geofleet', site.products.geofleet.name, site.products.geofleet.url],
    ]);
  });

  it('carries the figures and demo buttons of each product', () => {
    // Each label keeps the launch wording and says what exactly is counted (per kWh, fuel and
    // running costs, measured not promised), so it reads as precisely as its basis.
    expect(statsOf('chargiq')).toEqual([
      '2M+ Charging sessions',
      '500+ Charging stations',
      '98% Charger availability',
      '30% Cost savings per kWh',
    ]);
    expect(statsOf('geofleet')).toEqual([
      '10,000+ Vehicles tracked',
      '500+ Fleet managers and dispatchers',
      '99.9% Measured uptime',
      '25% Cost reduction in fuel and running costs',
    ]);
    // To /contact, saying what was asked for (docs/contact-path.md).
    expect(getProduct('chargiq').hero.demo).toEqual({
      label: 'Schedule Demo',
      href: '/contact?intent=chargiq-demo',
    });
    expect(getProduct('geofleet').hero.demo).toEqual({
      label: 'Request Demo',
      href: '/contact?intent=geofleet-demo',
    });
    expect(getProduct('geofleet').cta.primary).toEqual({
      label: 'Start Free Trial',
      href: '/contact?intent=geofleet-trial',
    });
    // The seed's labels, each shown as written; a basis may stand beside one.
    const ticks = getProduct('geofleet').hero.highlights ?? [];
    expect(ticks.map((tick) => (typeof tick === 'string' ? tick : tick.text))).toEqual([
      'Free 30-day trial',
      'No setup fees',
      '24/7 support',
    ]);
  });

  it('fails naming the file and the field when a field is malformed', () => {
    const data = committed('geofleet');
    (data.screenshot as { mockup: string }).mockup = 'stock-photo';
    const file = tempFile('geofleet.json', data);
    expect(() => readProduct(file)).toThrow(/geofleet\.json[\s\S]*screenshot\.mockup/);
  });

  it('fails naming the file when it is not a product of lib/site.ts', () => {
    const file = tempFile('rocketship.json', committed('chargiq'));
    expect(() => readProduct(file)).toThrow(
      /rocketship\.json[\s\S]*not a product in lib\/site\.ts/,
    );
  });
});
