import { M, PhoneStatusBar, T } from '@/components/products/mockup-frame';
import { SvgText } from '@/components/ui/svg-text';
import type { CaseStudyScreenDrawing } from './types';

/** Arabic falls back through the system's Arabic faces; Inter has no Arabic glyphs. */
const AR_FONT = "'Noto Sans Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', ui-sans-serif, sans-serif";

const SAFFRON = '#eea446';
const SAFFRON_DEEP = '#cf8526';
const SAND = '#f4ebdf';
const STOCK_INK = '#047857';

/** The English phone's left edge; the Arabic phone is its mirror image about x = 480. */
const EN_LEFT = 130;
const PHONE_W = 304;
const AR_LEFT = 960 - EN_LEFT - PHONE_W;

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

interface Copy {
  toggle: string;
  newIn: string;
  name: string;
  price: string;
  vat: string;
  size: string;
  sizeGuide: string;
  inStock: string;
  collect: string;
  updated: string;
  soldOut: string;
  addToBag: string;
  ships: string;
  returns: string;
}

const EN: Copy = {
  toggle: 'عربي',
  newIn: 'New in',
  name: 'Linen Belted Shirt Dress',
  price: 'AED 289',
  vat: 'Incl. VAT',
  size: 'Size: M',
  sizeGuide: 'Size guide',
  inStock: 'In stock · 3 left in M',
  collect: 'Collect today: City Walk · 2 in M',
  updated: 'Stock updated from our stores 40 s ago',
  soldOut: 'XL sold out',
  addToBag: 'Add to bag',
  ships: 'Ships today · UAE and Saudi Arabia',
  returns: 'Return to any of our 22 stores',
};

const AR: Copy = {
  toggle: 'EN',
  newIn: 'وصل حديثاً',
  name: 'فستان قميص كتان بحزام',
  price: '289 د.إ',
  vat: 'شامل الضريبة',
  size: 'المقاس: M',
  sizeGuide: 'دليل المقاسات',
  inStock: 'متوفر · بقيت 3 قطع بمقاس M',
  collect: 'استلم اليوم من سيتي ووك · 2 بمقاس M',
  updated: 'تم تحديث المخزون من متاجرنا قبل 40 ثانية',
  soldOut: 'نفد مقاس XL',
  addToBag: 'أضف إلى الحقيبة',
  ships: 'يُشحن اليوم · الإمارات والسعودية',
  returns: 'الإرجاع في أي من متاجرنا الـ22',
};

/** Where a storefront point u lands on a phone: mirrored across it for Arabic. */
function place(rtl: boolean, u: number) {
  return rtl ? AR_LEFT + PHONE_W - u : EN_LEFT + u;
}

interface LineProps {
  rtl: boolean;
  u: number;
  y: number;
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  children: string;
}

/** Storefront text: Arabic runs right to left from the mirrored point. */
function Line({
  rtl,
  u,
  y,
  size = 11,
  weight = 500,
  fill = M.ink700,
  anchor = 'start',
  children,
}: LineProps) {
  if (!rtl) {
    return (
      <T x={place(rtl, u)} y={y} size={size} weight={weight} fill={fill} anchor={anchor}>
        {children}
      </T>
    );
  }
  return (
    <SvgText
      x={place(rtl, u)}
      y={y}
      fontSize={size}
      fontWeight={weight}
      fill={fill}
      font={AR_FONT}
      direction="rtl"
      textAnchor={anchor}
    >
      {children}
    </SvgText>
  );
}

/** A phone drawn from its own left edge (u = 0 to 304); Arabic mirrors the storefront, not the phone. */
function Phone({ rtl }: { rtl: boolean }) {
  const copy = rtl ? AR : EN;
  const left = rtl ? AR_LEFT : EN_LEFT;
  const px = (u: number) => place(rtl, u);
  const mirror = rtl ? `translate(${left + PHONE_W} 0) scale(-1 1)` : `translate(${left} 0)`;

  return (
    <>
      {/* The handset itself: the same phone on both sides, so it is not mirrored. */}
      <g transform={`translate(${left} 0)`}>
        <rect x="-3" y="118" width="4" height="30" rx="2" fill={M.ink700} />
        <rect x="-3" y="160" width="4" height="48" rx="2" fill={M.ink700} />
        <rect x="303" y="146" width="4" height="66" rx="2" fill={M.ink700} />
        <rect
          x="0"
          y="8"
          width={PHONE_W}
          height="584"
          rx="46"
          fill={M.ink950}
          stroke={M.phoneEdge}
          vectorEffect="non-scaling-stroke"
          filter="url(#loomcart-phone-shadow)"
        />
        <rect x="3" y="11" width="298" height="578" rx="43" fill="none" stroke={M.ink700} />
        <rect x="10" y="18" width="284" height="564" rx="37" fill={M.white} />
      </g>

      {/* Storefront chrome, mirrored for Arabic from the same components. */}
      <g transform={mirror}>
        {/* Back chevron and bag */}
        <path
          d="M37 60 l-8 8 l8 8"
          fill="none"
          stroke={M.ink900}
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="220" y="58" width="36" height="20" rx="10" fill="none" stroke={M.ink200} />
        <path
          d="M263 63 h16 l-1.5 14 h-13 z"
          fill="none"
          stroke={M.ink900}
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path
          d="M267 64 v-2.5 a4 4 0 0 1 8 0 v2.5"
          fill="none"
          stroke={M.ink900}
          strokeWidth="1.8"
        />
        <circle cx="280" cy="60" r="6.5" fill={M.accentDeep} />

        {/* Product image */}
        <rect x="10" y="88" width="284" height="196" fill={SAND} />
        <circle cx="152" cy="176" r="74" fill="#efe2d0" />
        <rect x="24" y="100" width="60" height="20" rx="10" fill={M.white} />
        <circle cx="264" cy="110" r="14" fill={M.white} />
        <path
          d="M264 117 l-6.2 -6.2 a3.6 3.6 0 0 1 6.2 -4.6 a3.6 3.6 0 0 1 6.2 4.6 z"
          fill="none"
          stroke={M.ink900}
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
        {[0, 1, 2, 3, 4].map((i) => (
          <circle
            key={i}
            cx={134 + i * 9}
            cy="274"
            r={i === 0 ? 3 : 2.5}
            fill={i === 0 ? M.ink900 : '#cbbba6'}
          />
        ))}

        {/* Colour swatches, first selected */}
        <circle cx="270" cy="325" r="9" fill="none" stroke={M.ink900} strokeWidth="1.5" />
        <circle cx="270" cy="325" r="6.5" fill={SAFFRON} />
        <circle cx="248" cy="325" r="6.5" fill="#9caf88" />
        <circle cx="226" cy="325" r="6.5" fill="#2f3442" />

        {/* Size picker */}
        {SIZES.map((s, i) => {
          const chosen = s === 'M';
          const gone = s === 'XL';
          const x = 26 + i * 52;
          return (
            <g key={s}>
              <rect
                x={x}
                y="366"
                width="44"
                height="30"
                rx="8"
                fill={chosen ? M.ink950 : gone ? M.ink50 : M.white}
                stroke={chosen ? M.ink950 : M.ink200}
              />
              {gone && <line x1={x + 6} y1="392" x2={x + 38} y2="370" stroke={M.ink200} />}
            </g>
          );
        })}

        {/* Stock, as the tills report it */}
        <rect x="26" y="406" width="252" height="56" rx="10" fill="#ecfdf5" stroke="#a7f3d0" />
        <circle cx="39" cy="418" r="4" fill={M.green} />
        <circle cx="39" cy="418" r="7" fill={M.green} opacity="0.2" />
        <path
          d="M36 431 a3.4 3.4 0 1 1 6 0 l-3 4.6 z"
          fill="none"
          stroke={M.ink600}
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
        <circle cx="39" cy="446.5" r="3.4" fill="none" stroke={M.ink400} strokeWidth="1.2" />
        <path d="M39 444.6 v2 h1.6" fill="none" stroke={M.ink400} strokeWidth="1.1" />

        {/* Add to bag */}
        <rect x="26" y="472" width="252" height="40" rx="12" fill={M.ink950} />

        {/* Delivery promise: a van and a return arrow */}
        <path
          d="M27 525 h10 v8 h-10 z M37 527.5 h4 l3 3 v2.5 h-7"
          fill="none"
          stroke={M.ink700}
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
        <circle cx="31" cy="534.5" r="1.8" fill={M.white} stroke={M.ink700} strokeWidth="1.3" />
        <circle cx="40.5" cy="534.5" r="1.8" fill={M.white} stroke={M.ink700} strokeWidth="1.3" />
        <path
          d="M42 549 a7 6 0 1 0 -2 7 M42 544.5 v4.5 h-4.5"
          fill="none"
          stroke={M.ink700}
          strokeWidth="1.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="102" y="572" width="100" height="4" rx="2" fill={M.ink900} />
      </g>

      {/* The product photograph and the status bar do not mirror. */}
      <g transform={`translate(${left} 0)`}>
        <PhoneStatusBar x={10} y={18} time="9:41" />
        <Garment />
      </g>

      {/* Storefront text */}
      <SvgText
        x={px(152)}
        y={74}
        fontSize={14}
        fontWeight={700}
        letterSpacing={2.4}
        fill={M.ink950}
        font={M.font}
        textAnchor="middle"
      >
        LOOMCART
      </SvgText>
      {rtl ? (
        <T x={px(238)} y={72} size={10} weight={700} fill={M.ink900} anchor="middle">
          {copy.toggle}
        </T>
      ) : (
        <SvgText
          x={px(238)}
          y={72}
          fontSize={10.5}
          fontWeight={700}
          fill={M.ink900}
          font={AR_FONT}
          direction="rtl"
          textAnchor="middle"
        >
          {copy.toggle}
        </SvgText>
      )}
      <T x={px(280)} y={63.5} size={8.5} weight={800} fill={M.white} anchor="middle">
        2
      </T>
      <Line rtl={rtl} u={54} y={114} size={10} weight={700} fill={M.ink900} anchor="middle">
        {copy.newIn}
      </Line>

      <Line rtl={rtl} u={26} y={308} size={15} weight={700} fill={M.ink950}>
        {copy.name}
      </Line>
      <Line rtl={rtl} u={26} y={332} size={17} weight={800} fill={M.ink950}>
        {copy.price}
      </Line>
      <Line rtl={rtl} u={rtl ? 92 : 116} y={331} size={10} fill={M.ink400}>
        {copy.vat}
      </Line>

      <Line rtl={rtl} u={26} y={357} size={11.5} weight={700} fill={M.ink900}>
        {copy.size}
      </Line>
      <Line rtl={rtl} u={278} y={357} size={10.5} weight={600} fill={M.brand700} anchor="end">
        {copy.sizeGuide}
      </Line>
      {SIZES.map((s, i) => (
        <T
          key={s}
          x={px(48 + i * 52)}
          y={385}
          size={11.5}
          weight={700}
          fill={s === 'M' ? M.white : s === 'XL' ? M.ink400 : M.ink900}
          anchor="middle"
        >
          {s}
        </T>
      ))}

      <Line rtl={rtl} u={52} y={422} size={11.5} weight={700} fill={STOCK_INK}>
        {copy.inStock}
      </Line>
      <Line rtl={rtl} u={52} y={437} size={10.5} fill={M.ink700}>
        {copy.collect}
      </Line>
      <Line rtl={rtl} u={52} y={452} size={10} fill={M.ink600}>
        {copy.updated}
      </Line>

      <Line rtl={rtl} u={152} y={497} size={13.5} weight={700} fill={M.white} anchor="middle">
        {copy.addToBag}
      </Line>

      <Line rtl={rtl} u={52} y={534} size={11} weight={600} fill={M.ink900}>
        {copy.ships}
      </Line>
      <Line rtl={rtl} u={52} y={555} size={11} fill={M.ink700}>
        {copy.returns}
      </Line>
    </>
  );
}

/** A saffron linen shirt dress on a wooden hanger, drawn about u = 152. */
function Garment() {
  return (
    <>
      <ellipse cx="152" cy="262" rx="58" ry="5" fill="#e3d3bd" />
      <path
        d="M152 117 v-5 a6 6 0 1 1 6 -6"
        fill="none"
        stroke="#9a9fae"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M112 130 L152 116 L192 130"
        fill="none"
        stroke="#b98a5a"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Skirt, gathered from the belt */}
      <path d="M127 184 L177 184 L200 256 Q152 263 104 256 Z" fill={SAFFRON} />
      <path
        d="M140 188 L126 255 M152 189 V258 M164 188 L178 255 M134 188 L114 252 M170 188 L190 252"
        fill="none"
        stroke={SAFFRON_DEEP}
        strokeWidth="1"
        opacity="0.45"
      />
      {/* Bodice with short sleeves */}
      <path
        d="M141 124 L119 130 L103 157 L117 163 L124 148 L127 184 L177 184 L180 148 L187 163 L201 157 L185 130 L163 124 Q152 131 141 124 Z"
        fill={SAFFRON}
      />
      <path
        d="M124 148 L127 176 M180 148 L177 176 M106 152 L118 157 M198 152 L186 157"
        fill="none"
        stroke={SAFFRON_DEEP}
        strokeWidth="1"
        opacity="0.5"
      />
      {/* Collar and placket */}
      <path d="M141 124 L152 139 L136 134 Z M163 124 L152 139 L168 134 Z" fill="#f7c27a" />
      <path d="M141 124 L152 139 L163 124" fill="none" stroke={SAFFRON_DEEP} strokeWidth="1" />
      <line x1="152" y1="139" x2="152" y2="180" stroke={SAFFRON_DEEP} strokeWidth="1" />
      {[148, 160, 172].map((y) => (
        <circle key={y} cx="152" cy={y} r="1.6" fill="#fff4e3" />
      ))}
      {/* Belt, tied at the side */}
      <rect x="126" y="178" width="52" height="8" rx="2" fill={SAFFRON_DEEP} />
      <path
        d="M163 186 l-5 24 l5 -1 z M166 186 l6 20 l-5 1 z"
        fill={SAFFRON_DEEP}
        stroke={SAFFRON_DEEP}
        strokeLinejoin="round"
      />
      <circle cx="164.5" cy="182" r="4.5" fill="#b87420" />
    </>
  );
}

function Scene() {
  return (
    <>
      <defs>
        <filter id="loomcart-phone-shadow" x="-20%" y="-10%" width="140%" height="125%">
          <feDropShadow
            dx="0"
            dy="14"
            stdDeviation="14"
            floodColor={M.brand950}
            floodOpacity="0.22"
          />
        </filter>
        <clipPath id="loomcart-backdrop-clip">
          <rect x="0" y="0" width="960" height="600" rx="18" />
        </clipPath>
      </defs>
      <g clipPath="url(#loomcart-backdrop-clip)">
        <rect x="0" y="0" width="960" height="600" fill={M.stage} />
        <circle cx="170" cy="560" r="230" fill={M.accent} opacity="0.16" />
        <circle cx="830" cy="60" r="220" fill={M.brand100} opacity="0.8" />
        <circle cx="480" cy="300" r="150" fill={M.white} opacity="0.55" />
      </g>
      {/* The phones stay light in both schemes: they show Loomcart's own storefront in its
          cream and tan, which has no dark version to draw; the backdrop around them darkens
          (docs/reader-settings.md#drawn-screens-in-the-dark). */}
      <g className="mockup-light">
        <Phone rtl={false} />
        <Phone rtl />
      </g>
    </>
  );
}

/**
 * Loomcart's product page in English and in mirrored Arabic. Phones show the English phone
 * [70, 0, 420, 600] and under it the Arabic one [467, 0, 420, 600], each at about 0.85 of its
 * drawn size, since the caption's point is the pair.
 */
export const loomcartStorefrontScreen: CaseStudyScreenDrawing = {
  Scene,
  frame: 'max-sm:aspect-[314/592]',
  phoneCrop: 'max-sm:-mt-[1.27%] max-sm:-ml-[39.49%] max-sm:w-[305.73%]',
  phoneWindow: [124, 4, 314, 592],
  phoneSecond: [520, 4, 314, 592],
};
