// The Saffron (Loomcart) cover: the study's product page on two phones, in English and in
// mirrored Arabic, beside the study's phone figures. Its words and prices are those of the
// study's screen (components/case-studies/screens/loomcart-storefront.tsx); study-covers.ts
// writes it.
import { arabic } from './arabic';
import { chrome, colour, figures, panel, t } from './cover-parts';
import { word } from './outline';

/** The storefront's own colours (components/case-studies/screens/loomcart-storefront.tsx). */
const store = {
  ink: '#12143a',
  grey: '#5b6170',
  rule: '#d9dce3',
  sand: '#f4ebdf',
  saffron: '#eea446',
  saffronDeep: '#cf8526',
  collar: '#f7c27a',
  stock: '#047857',
  stockFill: '#ecfdf5',
  stockLine: '#a7f3d0',
};

/** The product page's words in each language: the study's screen's own. */
const COPY = {
  en: {
    name: 'Linen Belted Shirt Dress',
    price: 'AED 289',
    vat: 'Incl. VAT',
    stock: 'In stock · 3 left in M',
    updated: 'From the store tills 40 s ago',
    add: 'Add to bag',
    returns: 'Return to any of our 22 stores',
  },
  ar: {
    name: 'فستان قميص كتان بحزام',
    price: '289 د.إ',
    vat: 'شامل الضريبة',
    stock: 'متوفر · بقيت 3 قطع بمقاس M',
    updated: 'تم تحديث المخزون قبل 40 ثانية',
    add: 'أضف إلى الحقيبة',
    returns: 'الإرجاع في أي من متاجرنا الـ22',
  },
};

/** The dress on its hanger, as the screen draws it about x = 152, scaled to the cover's phone. */
function garment(cx: number, top: number, scale: number) {
  const { saffron, saffronDeep, collar } = store;
  return (
    `<g transform="translate(${cx - 152 * scale} ${top - 100 * scale}) scale(${scale})">` +
    `<path d="M152 117v-5a6 6 0 1 1 6-6" fill="none" stroke="#9a9fae" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M112 130L152 116L192 130" fill="none" stroke="#b98a5a" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M127 184L177 184L200 256Q152 263 104 256Z" fill="${saffron}"/>` +
    `<path d="M140 188L126 255M152 189V258M164 188L178 255M134 188L114 252M170 188L190 252" fill="none" stroke="${saffronDeep}" opacity="0.45"/>` +
    `<path d="M141 124L119 130L103 157L117 163L124 148L127 184L177 184L180 148L187 163L201 157L185 130L163 124Q152 131 141 124Z" fill="${saffron}"/>` +
    `<path d="M141 124L152 139L136 134ZM163 124L152 139L168 134Z" fill="${collar}"/>` +
    `<path d="M152 139V180" stroke="${saffronDeep}"/>` +
    `<rect x="126" y="178" width="52" height="8" rx="2" fill="${saffronDeep}"/>` +
    `<path d="M163 186l-5 24l5-1zM166 186l6 20l-5 1z" fill="${saffronDeep}"/>` +
    `</g>`
  );
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/**
 * A phone showing Loomcart's product page, in English or in Arabic. The Arabic page mirrors
 * the layout about the phone's centre, as the storefront does; the photograph and the
 * wordmark do not mirror. Every line of text is checked against the room it has.
 */
function phone(x: number, rtl: boolean) {
  const [w, h, y] = [176, 364, 84];
  const copy = rtl ? COPY.ar : COPY.en;
  // A point u from the page's reading edge, and a box of width `wide` starting there.
  const at = (u: number) => (rtl ? x + w - u : x + u);
  const box = (u: number, wide: number) => (rtl ? x + w - u - wide : x + u);
  /**
   * A line of copy from u px in from the reading edge, in Inter or, on the Arabic page, DejaVu
   * Sans. It must stop 18 px short of the far edge, clear of the stock card's border.
   */
  const line = (text: string, size: number, v: number, fill: string, bold = false, u = 14) => {
    const room = w - u - 18;
    if (rtl) {
      const run = arabic({
        text,
        size,
        x: at(u),
        baseline: y + v,
        fill,
        weight: bold ? 'bold' : 'book',
      });
      if (run.width > room)
        throw new Error(`"${text}" is ${run.width.toFixed(0)} px, over ${room}`);
      return run;
    }
    const run = word({
      family: 'inter',
      weight: bold ? 700 : 500,
      text,
      size,
      x: at(u),
      baseline: y + v,
      fill,
    });
    const width = run.end - at(u);
    if (width > room) throw new Error(`"${text}" is ${width.toFixed(0)} px, over ${room}`);
    return { path: run.path, width };
  };
  const sizes = SIZES.map((size, i) => {
    const bx = box(16 + i * 30, 24);
    const chosen = size === 'M';
    const gone = size === 'XL';
    return (
      `<rect x="${bx}" y="${y + 218}" width="24" height="18" rx="5" fill="${chosen ? store.ink : gone ? '#f1f2f5' : colour.white}" stroke="${chosen ? store.ink : store.rule}"/>` +
      (gone
        ? `<path d="M${bx + 4} ${y + 233}L${bx + 20} ${y + 221}" stroke="${store.rule}"/>`
        : '') +
      t(
        size,
        8,
        bx + 12,
        y + 230,
        chosen ? colour.white : gone ? '#9aa0ad' : store.ink,
        700,
        'middle',
      )
    );
  });
  const price = line(copy.price, 12.5, 208, store.ink, true);
  const vatU = 14 + price.width + 6;
  const toggle = rtl
    ? t('EN', 8.5, box(130, 32) + 16, y + 41, store.ink, 700, 'middle')
    : arabic({
        text: 'عربي',
        size: 9,
        x: box(130, 32) + 16,
        baseline: y + 41,
        fill: store.ink,
        weight: 'bold',
        anchor: 'middle',
      }).path;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="#0b0d2b" stroke="${colour.line}" stroke-width="2"/>` +
    `<rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" rx="22" fill="${colour.white}"/>` +
    `<rect x="${x + w / 2 - 22}" y="${y + 11}" width="44" height="9" rx="4.5" fill="#0b0d2b"/>` +
    // Header: back chevron at the reading edge, the wordmark, the language switch.
    `<path d="M${at(20) + (rtl ? -4 : 4)} ${y + 31}l${rtl ? 5 : -5} 5l${rtl ? -5 : 5} 5" fill="none" stroke="${store.ink}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>` +
    word({
      family: 'jakarta',
      weight: 800,
      text: 'LOOMCART',
      size: 10,
      tracking: 1.6,
      x: x + w / 2,
      baseline: y + 40,
      fill: store.ink,
      anchor: 'middle',
    }).path +
    `<rect x="${box(130, 32)}" y="${y + 29}" width="32" height="16" rx="8" fill="none" stroke="${store.rule}"/>` +
    toggle +
    // The photograph, which does not mirror.
    `<rect x="${x + 12}" y="${y + 52}" width="${w - 24}" height="118" rx="10" fill="${store.sand}"/>` +
    `<circle cx="${x + w / 2}" cy="${y + 111}" r="44" fill="#efe2d0"/>` +
    garment(x + w / 2, y + 58, 0.68) +
    line(copy.name, rtl ? 11 : 10.5, 190, store.ink, true).path +
    price.path +
    line(copy.vat, 8, 207, store.grey, false, vatU).path +
    sizes.join('') +
    `<rect x="${x + 12}" y="${y + 246}" width="${w - 24}" height="34" rx="8" fill="${store.stockFill}" stroke="${store.stockLine}"/>` +
    `<circle cx="${at(22)}" cy="${y + 256}" r="3" fill="${colour.green}"/>` +
    line(copy.stock, rtl ? 8 : 8.5, 259, store.stock, true, 30).path +
    line(copy.updated, 7.5, 272, store.grey, false, 30).path +
    `<rect x="${x + 12}" y="${y + 288}" width="${w - 24}" height="26" rx="9" fill="${store.ink}"/>` +
    (rtl
      ? arabic({
          text: copy.add,
          size: 10,
          x: x + w / 2,
          baseline: y + 305,
          fill: colour.white,
          weight: 'bold',
          anchor: 'middle',
        }).path
      : t(copy.add, 10, x + w / 2, y + 305, colour.white, 700, 'middle')) +
    line(copy.returns, 8, 332, store.grey).path +
    `<rect x="${x + w / 2 - 30}" y="${y + h - 14}" width="60" height="3.5" rx="1.75" fill="${store.ink}"/>`
  );
}

export function saffron() {
  const vitals =
    panel(416, 84, 208, 364, 'ON PHONES, AFTER LAUNCH') +
    t('+41%', 30, 432, 150, colour.white, 800) +
    t('mobile conversion', 11, 432, 170, colour.green, 600) +
    t('1.3 s', 30, 432, 222, colour.white, 800) +
    t('largest contentful paint', 11, 432, 242, colour.green, 600) +
    figures(432, 296, 46, [
      ['Orders in Arabic', '38%', colour.white],
      ['Stock from tills', '< 1 min', colour.white],
      ['Stores', '22', colour.white],
    ]);
  return (
    chrome('Storefront', 'loomcart · autumn edit', 'Sale traffic OK') +
    phone(24, false) +
    phone(216, true) +
    vitals
  );
}
