import { M, MockupWindow, Panel, T } from '@/components/products/mockup-frame';
import type { CaseStudyScreenDrawing } from './types';

/** The timeline's hours, 06:00 to 20:00, and where an hour falls on it. */
const AXIS = { x0: 324, x1: 674, from: 6, to: 20 };
const hx = (h: number) => AXIS.x0 + ((h - AXIS.from) / (AXIS.to - AXIS.from)) * (AXIS.x1 - AXIS.x0);

const ROW = { y0: 174, h: 46 };

interface ChargeStop {
  at: number;
  until: number;
  arrive: number;
  leave: number;
}

/** Tomorrow's draft routes from the Bang Na depot, by departure (hours as decimals). */
const routes: {
  id: string;
  driver: string;
  depart: number;
  back: number;
  drops: number[];
  charges: ChargeStop[];
  endSoc: number;
  review?: boolean;
}[] = [
  {
    id: 'TRK-318',
    driver: 'Wichai',
    depart: 6,
    back: 18.5,
    drops: [7.4, 8.6, 11.2, 12.3, 13.4, 16, 17.1],
    charges: [
      { at: 9.6, until: 10.2, arrive: 28, leave: 85 },
      { at: 14.3, until: 14.9, arrive: 26, leave: 80 },
    ],
    endSoc: 35,
  },
  {
    id: 'TRK-322',
    driver: 'Arthit',
    depart: 6,
    back: 14,
    drops: [7.2, 8.3, 9.5, 10.6, 11.8, 12.9],
    charges: [],
    endSoc: 29,
  },
  {
    id: 'VAN-2078',
    driver: 'Niran',
    depart: 6.25,
    back: 16,
    drops: [7.3, 8.4, 9.4, 11.8, 12.8, 13.9, 15],
    charges: [{ at: 10.2, until: 10.9, arrive: 22, leave: 80 }],
    endSoc: 41,
    review: true,
  },
  {
    id: 'VAN-2041',
    driver: 'Somchai',
    depart: 6.5,
    back: 17.5,
    drops: [7.7, 8.2, 8.6, 9.1, 9.8, 10.3, 10.8, 13, 13.6, 14.3, 15, 15.6],
    charges: [{ at: 11.67, until: 12.33, arrive: 24, leave: 80 }],
    endSoc: 38,
  },
  {
    id: 'VAN-2057',
    driver: 'Apinya',
    depart: 7,
    back: 15.5,
    drops: [8, 9, 10.1, 11.3, 12.5, 13.6, 14.6],
    charges: [],
    endSoc: 34,
  },
  {
    id: 'VAN-2104',
    driver: 'Kittisak',
    depart: 7.5,
    back: 18,
    drops: [8.6, 9.7, 10.8, 11.9, 14.6, 15.7, 16.8],
    charges: [{ at: 13, until: 13.67, arrive: 23, leave: 80 }],
    endSoc: 44,
  },
  {
    id: 'VAN-2063',
    driver: 'Pim',
    depart: 8,
    back: 19,
    drops: [9.1, 10.2, 11.4, 14.6, 15.8, 17, 18],
    charges: [{ at: 12.5, until: 13.5, arrive: 41, leave: 62 }],
    endSoc: 30,
  },
  {
    id: 'VAN-2090',
    driver: 'Malee',
    depart: 9,
    back: 19,
    drops: [10.1, 11.2, 12.4, 13.3, 15.8, 16.7, 17.6],
    charges: [{ at: 14, until: 14.75, arrive: 35, leave: 70 }],
    endSoc: 41,
  },
];

const SELECTED = 'VAN-2041';

/** A small lightning bolt centred on (x, y), the charge-stop mark. */
function Bolt({ x, y, fill = M.onFill }: { x: number; y: number; fill?: string }) {
  return (
    <path
      d={`M${x + 1} ${y - 5} L${x - 3} ${y + 1} H${x} L${x - 1} ${y + 5} L${x + 3} ${y - 1} H${x} Z`}
      fill={fill}
    />
  );
}

function Chip({
  x,
  y,
  w,
  label,
  bg,
  ink,
}: {
  x: number;
  y: number;
  w: number;
  label: string;
  bg: string;
  ink: string;
}) {
  return (
    <>
      <rect x={x} y={y} width={w} height="20" rx="10" fill={bg} />
      <T x={x + w / 2} y={y + 14} size={10.5} weight={700} fill={ink} anchor="middle">
        {label}
      </T>
    </>
  );
}

/** Vans by hours of the day: each route a bar from depot to depot, its stops and charge stops. */
function Timeline() {
  const hours = Array.from({ length: AXIS.to - AXIS.from + 1 }, (_, i) => AXIS.from + i);
  const bottom = ROW.y0 + routes.length * ROW.h;
  return (
    <g>
      <Panel x={214} y={100} w={476} h={480} title="Fleet routes, Thursday" />
      {/* Off phones: the phone's window ends at 14:00, across these two. */}
      <g className="max-sm:hidden">
        <Chip
          x={454}
          y={110}
          w={136}
          label="286 chargers booked"
          bg={M.amberSoft}
          ink={M.amberInk}
        />
        <Chip x={598} y={110} w={78} label="3 to review" bg={M.redSoft} ink={M.redInk} />
      </g>

      <T x={230} y={162} size={10} weight={700} fill={M.ink600}>
        VEHICLE
      </T>
      {hours.map((h) => (
        <g key={h}>
          <line
            x1={hx(h)}
            x2={hx(h)}
            y1={168}
            y2={bottom}
            stroke={h % 2 === 0 ? M.ink200 : M.ink100}
            strokeDasharray={h % 2 === 0 ? undefined : '2 3'}
          />
          {h % 2 === 0 && h < AXIS.to && (
            <T x={hx(h)} y={162} size={10} weight={600} fill={M.ink600} anchor="middle">
              {`${String(h).padStart(2, '0')}:00`}
            </T>
          )}
        </g>
      ))}

      {routes.map((r, i) => {
        const y0 = ROW.y0 + i * ROW.h;
        const selected = r.id === SELECTED;
        const barY = y0 + 23;
        return (
          <g key={r.id}>
            {selected && (
              <rect x={222} y={y0 + 1} width={460} height={ROW.h - 2} rx="8" fill={M.brand100} />
            )}
            {selected && (
              <rect x={222} y={y0 + 8} width="3" height={ROW.h - 16} rx="1.5" fill={M.brand500} />
            )}
            <T x={232} y={y0 + 21} size={11.5} weight={700} fill={M.ink950}>
              {r.id}
            </T>
            <T x={232} y={y0 + 36} size={10} fill={M.ink600}>
              {r.driver}
            </T>
            {r.review && (
              <g>
                <circle cx={310} cy={y0 + 17} r="6" fill={M.accentDeep} />
                <T x={310} y={y0 + 21} size={10} weight={800} fill={M.onFill} anchor="middle">
                  !
                </T>
              </g>
            )}
            <rect
              x={hx(r.depart)}
              y={barY}
              width={hx(r.back) - hx(r.depart)}
              height="12"
              rx="6"
              fill={selected ? M.brand700 : M.brand500}
            />
            {r.drops.map((d) => (
              <circle key={d} cx={hx(d)} cy={barY + 6} r="2" fill={M.onFill} />
            ))}
            {[r.depart, r.back].map((d) => (
              <rect
                key={d}
                x={hx(d) - 5}
                y={barY + 1}
                width="10"
                height="10"
                rx="2.5"
                fill={M.ink950}
                stroke={M.white}
                strokeWidth="1.5"
              />
            ))}
            {r.charges.map((c) => {
              const cx = (hx(c.at) + hx(c.until)) / 2;
              const w = Math.max(hx(c.until) - hx(c.at), 14);
              return (
                <g key={c.at}>
                  <rect
                    x={cx - w / 2}
                    y={barY - 2}
                    width={w}
                    height="16"
                    rx="4"
                    fill={M.accent}
                    stroke={M.white}
                    strokeWidth="1.5"
                  />
                  <Bolt x={cx} y={barY + 6} fill={M.onAccent} />
                  <T x={cx} y={barY - 6} size={10} weight={700} fill={M.amberInk} anchor="middle">
                    {`${c.arrive}% → ${c.leave}%`}
                  </T>
                </g>
              );
            })}
            <rect
              x={hx(r.back) + 6}
              y={barY - 1}
              width="24"
              height="14"
              fill={selected ? M.brand100 : M.white}
            />
            <T x={hx(r.back) + 8} y={barY + 10} size={10} weight={600} fill={M.ink600}>
              {`${r.endSoc}%`}
            </T>
            {i < routes.length - 1 && !selected && routes[i + 1]?.id !== SELECTED && (
              <line x1={230} x2={674} y1={y0 + ROW.h} y2={y0 + ROW.h} stroke={M.ink100} />
            )}
          </g>
        );
      })}

      <line x1={230} x2={674} y1={bottom + 8} y2={bottom + 8} stroke={M.ink100} />
      <rect x={230} y={bottom + 22} width="22" height="10" rx="5" fill={M.brand500} />
      <circle cx={241} cy={bottom + 27} r="2" fill={M.onFill} />
      <T x={258} y={bottom + 31} size={10} fill={M.ink700}>
        Route, drops
      </T>
      <rect x={328} y={bottom + 22} width="10" height="10" rx="2.5" fill={M.ink950} />
      <T x={343} y={bottom + 31} size={10} fill={M.ink700}>
        Depot
      </T>
      <rect x={386} y={bottom + 20} width="14" height="14" rx="3.5" fill={M.accent} />
      <Bolt x={393} y={bottom + 27} fill={M.onAccent} />
      <T x={405} y={bottom + 31} size={10} fill={M.ink700}>
        Charger booked, predicted charge in → out
      </T>
    </g>
  );
}

/** The selected van's predicted charge through the day, its stops and the rules its plan meets. */
const socCurve: [number, number][] = [
  [6.5, 96],
  [8.2, 78],
  [10.1, 49],
  [11.67, 24],
  [12.33, 80],
  [14.3, 58],
  [17.5, 38],
];

const stops: { time: string; place: string; note?: string; soc: string; charge?: boolean }[] = [
  { time: '06:30', place: 'Bang Na depot', soc: '96%' },
  { time: '08:10', place: 'Bang Phli', note: '4', soc: '78%' },
  { time: '10:05', place: 'Amata City', note: '3', soc: '49%' },
  {
    time: '11:40',
    place: 'Kinetra Charge',
    note: 'Si Racha · DC · booked to 12:20',
    soc: '24→80%',
    charge: true,
  },
  { time: '14:20', place: 'Laem Chabang', note: '5', soc: '58%' },
  { time: '17:30', place: 'Bang Na depot', soc: '38%' },
];

const constraints: [string, string][] = [
  ['Delivery windows', '12 of 12'],
  ['Driving time', '6 h 40 of 8 h'],
  ['Payload', '1.1 of 1.3 t'],
  ['Charge above 20%', 'lowest 24%'],
  ['Depot power limit', 'slot 22:00'],
];

function SelectedVan() {
  const c = { x: 718, y: 174, w: 196, h: 54 };
  const px = (h: number) => c.x + ((h - 6) / 14) * c.w;
  const py = (soc: number) => c.y + c.h - (soc / 100) * c.h;
  const line = socCurve.map(([h, s], i) => `${i ? 'L' : 'M'}${px(h)} ${py(s)}`).join(' ');
  return (
    <g>
      <Panel x={702} y={100} w={228} h={480} />
      <T x={718} y={126} size={14} weight={800} fill={M.ink950}>
        VAN-2041
      </T>
      <Chip x={838} y={111} w={76} label="Planned" bg={M.greenSoft} ink={M.greenInk} />
      <T x={718} y={144} size={10.5} fill={M.ink600}>
        Somchai · Voltaro van · 12 drops
      </T>

      <T x={718} y={168} size={10} weight={700} fill={M.ink600}>
        PREDICTED STATE OF CHARGE
      </T>
      <rect x={c.x} y={c.y} width={c.w} height={c.h} fill={M.ink50} />
      <line x1={c.x} x2={c.x + c.w} y1={py(20)} y2={py(20)} stroke={M.red} strokeDasharray="4 3" />
      <T x={c.x + c.w - 3} y={py(20) + 10} size={10} weight={600} fill={M.red} anchor="end">
        Safety 20%
      </T>
      <rect
        x={px(11.67)}
        y={c.y}
        width={px(12.33) - px(11.67)}
        height={c.h}
        fill={M.accent}
        opacity={0.35}
      />
      <path
        d={`${line} L${px(17.5)} ${c.y + c.h} L${px(6.5)} ${c.y + c.h} Z`}
        fill={M.brand500}
        opacity={0.12}
      />
      <path d={line} fill="none" stroke={M.brand700} strokeWidth="2" strokeLinejoin="round" />
      <circle
        cx={px(11.67)}
        cy={py(24)}
        r="3"
        fill={M.accentDeep}
        stroke={M.white}
        strokeWidth="1.5"
      />
      {[6, 10, 14, 18].map((h) => (
        <T
          key={h}
          x={px(h)}
          y={c.y + c.h + 12}
          size={10}
          fill={M.ink600}
          anchor={h === 6 ? 'start' : 'middle'}
        >
          {`${String(h).padStart(2, '0')}:00`}
        </T>
      ))}

      <line x1={718} x2={914} y1={246} y2={246} stroke={M.ink100} />
      <T x={718} y={264} size={10} weight={700} fill={M.ink600}>
        STOPS
      </T>
      <T x={866} y={264} size={10} weight={700} fill={M.ink600} anchor="end">
        DROPS
      </T>
      <T x={914} y={264} size={10} weight={700} fill={M.ink600} anchor="end">
        SOC
      </T>
      {stops.map((s, i) => {
        const y = 272 + i * 24 + (stops.findIndex((t) => t.charge) < i ? 16 : 0);
        return (
          <g key={`${s.time}-${s.place}`}>
            {s.charge && <rect x={710} y={y} width={212} height={38} rx="6" fill={M.amberSoft} />}
            <T x={718} y={y + 16} size={10} weight={600} fill={M.ink600}>
              {s.time}
            </T>
            <T x={754} y={y + 16} size={10.5} weight={s.charge ? 700 : 600} fill={M.ink900}>
              {s.place}
            </T>
            {s.note && (
              <T
                x={s.charge ? 754 : 862}
                y={s.charge ? y + 31 : y + 16}
                size={10}
                fill={s.charge ? M.amberInk : M.ink600}
                anchor={s.charge ? 'start' : 'end'}
              >
                {s.note}
              </T>
            )}
            <T
              x={914}
              y={y + 16}
              size={11}
              weight={700}
              fill={s.charge ? M.amberInk : M.ink900}
              anchor="end"
            >
              {s.soc}
            </T>
          </g>
        );
      })}

      <line x1={718} x2={914} y1={440} y2={440} stroke={M.ink100} />
      <T x={718} y={458} size={10} weight={700} fill={M.ink600}>
        CONSTRAINTS MET
      </T>
      <T x={914} y={458} size={10} weight={700} fill={M.greenInk} anchor="end">
        25 of 25
      </T>
      {constraints.map(([label, value], i) => {
        const y = 478 + i * 17;
        return (
          <g key={label}>
            <circle cx={723} cy={y - 4} r="5" fill={M.greenSoft} />
            <path
              d={`M${720.5} ${y - 4} l2 2 l3.5 -4`}
              fill="none"
              stroke={M.greenInk}
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <T x={734} y={y} size={10.5} fill={M.ink900}>
              {label}
            </T>
            <T x={914} y={y} size={10.5} fill={M.ink600} anchor="end">
              {value}
            </T>
          </g>
        );
      })}
      <T x={734} y={564} size={10} weight={600} fill={M.brand700}>
        + 20 more rules
      </T>
    </g>
  );
}

function Scene() {
  return (
    <MockupWindow
      product="Voltgrid"
      items={['Live map', 'Route plan', 'Charging', 'Vehicles', 'Drivers', 'Billing']}
      active={1}
      title="Tomorrow's routes"
    >
      <rect x="500" y="62" width="190" height="26" rx="13" fill={M.white} stroke={M.ink200} />
      <T x={595} y={79} size={11} fill={M.ink700} anchor="middle">
        Bang Na depot · Thu 14 Nov
      </T>
      <T x={818} y={79} size={10.5} fill={M.ink600} anchor="end">
        Optimiser draft, 18:42
      </T>
      <rect x="828" y="62" width="102" height="26" rx="8" fill={M.brand500} />
      <T x={879} y={79} size={11.5} weight={700} fill={M.onFill} anchor="middle">
        Publish plan
      </T>
      <Timeline />
      <SelectedVan />
    </MockupWindow>
  );
}

/**
 * Phones show the route timeline's morning [212, 100, 318, 444] (eight vehicles, their drops and
 * the charging stops booked before 14:00, without the legend and the two counts the phone's
 * window would cut), then the selected van's whole panel [698, 98, 236, 484] at the same scale:
 * 10-unit labels at 11 px. The description gives the whole day in text.
 */
export const voltgridDispatchScreen: CaseStudyScreenDrawing = {
  Scene,
  frame: 'max-sm:aspect-[318/444]',
  phoneCrop: 'max-sm:-mt-[31.45%] max-sm:-ml-[66.67%] max-sm:w-[301.89%]',
  phoneWindow: [212, 100, 318, 444],
  phoneSecond: [698, 98, 236, 484],
};
