import {
  Kpi,
  M,
  MockupWindow,
  Panel,
  T,
  type MockupSceneProps,
} from '@/components/products/mockup-frame';

/**
 * Energy by hour: the depot charges overnight, in the off-peak window, under its grid limit,
 * with daytime top-ups and almost nothing in the evening peak (what ChargIQ schedules for).
 */
const hourly = [
  64, 66, 65, 62, 55, 40, 22, 14, 10, 12, 16, 18, 20, 18, 16, 14, 12, 9, 8, 10, 18, 34, 52, 60,
];

/** The off-peak tariff window, 22:00 to 06:00, highlighted on the chart. */
const offPeak = (hour: number) => hour >= 22 || hour < 6;

const vehicles = [
  { id: 'EV-104', soc: 0.82 },
  { id: 'EV-117', soc: 0.64 },
  { id: 'EV-121', soc: 0.47 },
  { id: 'EV-132', soc: 0.91 },
  { id: 'EV-140', soc: 0.23 },
];

const stations = [
  {
    name: 'Depot North · Bay 04',
    power: '150 kW',
    status: 'Charging',
    session: 'EV-121 · 38 min left',
  },
  {
    name: 'Depot North · Bay 07',
    power: '50 kW',
    status: 'Available',
    session: 'Reserved for EV-140 at 14:10',
  },
  {
    name: 'Harbour Hub · Bay 02',
    power: '350 kW',
    status: 'Charging',
    session: 'EV-117 · 12 min left',
  },
];

/**
 * Phones show a crop of the screen (product-mockup.tsx) laid out for it: the four KPI cards two
 * by two, 150 units wide (not 170) so the pair fits a 318-unit window, and 64 high without their
 * trend lines, which a 150-unit card cuts ("vs unscheduled charging"); then the vehicles' state of
 * charge under them, as wide as the pair. The energy chart (470 units, too wide to read at that
 * scale), the trends and the stations are left to the description. SVG elements take CSS
 * translations in user units, and a rect takes its width and height from CSS.
 */
const PHONE_KPI_PLACE = [
  '',
  'max-sm:-translate-x-[24px]',
  'max-sm:-translate-x-[364px] max-sm:translate-y-[72px]',
  'max-sm:-translate-x-[388px] max-sm:translate-y-[72px]',
];
const PHONE_KPI_BOX = 'max-sm:[width:150px] max-sm:[height:64px]';
/** The state-of-charge panel moves from beside the chart to under the cards: x 696 to 214. */
const PHONE_SOC_PLACE = 'max-sm:-translate-x-[482px] max-sm:translate-y-[44px]';
const PHONE_SOC_WIDTH = 'max-sm:[width:308px]';
/** Its percentages keep to the widened panel's right edge. */
const PHONE_SOC_VALUE = 'max-sm:translate-x-[74px]';

/** Drawn UI of the EV charging product: KPIs, an energy chart, vehicle charge levels, stations. */
export function EvChargingDashboard({ kpis, wide = false }: MockupSceneProps) {
  // The wide screen keeps its layout at every width: none of the phone classes.
  const phone = (className: string) => (wide ? undefined : className);
  const chart = { x: 232, y: 252, w: 436, h: 140 };
  const bar = chart.w / hourly.length;
  return (
    <MockupWindow
      product="ChargIQ"
      items={['Overview', 'Stations', 'Sessions', 'Vehicles', 'Billing', 'Reports']}
      title="Fleet charging overview"
    >
      <rect x="782" y="62" width="148" height="26" rx="13" fill={M.white} stroke={M.ink200} />
      <T x={856} y={79} size={11} fill={M.ink700} anchor="middle">
        Today · All depots
      </T>

      {kpis.map((kpi, i) => (
        <g key={kpi.label} className={phone(PHONE_KPI_PLACE[i] ?? '') || undefined}>
          <Kpi
            x={214 + i * 182}
            y={100}
            panelClassName={phone(PHONE_KPI_BOX)}
            trendClassName={phone('max-sm:hidden')}
            {...kpi}
          />
        </g>
      ))}

      <g className={phone('max-sm:hidden')}>
        <Panel x={214} y={200} w={470} h={220} title="Energy delivered, last 24 hours (kWh)" />
        <line
          x1={chart.x}
          x2={chart.x + chart.w}
          y1={chart.y + 30}
          y2={chart.y + 30}
          stroke={M.red}
          strokeDasharray="5 4"
        />
        <T x={chart.x + chart.w} y={chart.y + 24} size={10} fill={M.red} anchor="end">
          Grid limit
        </T>
        <rect x={chart.x + chart.w - 96} y={213} width="10" height="10" rx="2" fill={M.accent} />
        <T x={chart.x + chart.w} y={221} size={10} fill={M.ink600} anchor="end">
          Off-peak tariff
        </T>
        {hourly.map((v, i) => (
          <rect
            key={i}
            x={chart.x + i * bar + 2}
            y={chart.y + chart.h - (v / 90) * chart.h}
            width={bar - 4}
            height={(v / 90) * chart.h}
            rx="3"
            fill={offPeak(i) ? M.accent : M.brand500}
            opacity={offPeak(i) ? 1 : 0.85}
          />
        ))}
        {['00:00', '06:00', '12:00', '18:00', '23:00'].map((label, i) => (
          <T
            key={label}
            x={chart.x + (i * chart.w) / 4}
            y={chart.y + chart.h + 16}
            size={10}
            fill={M.ink600}
            anchor={i === 0 ? 'start' : i === 4 ? 'end' : 'middle'}
          >
            {label}
          </T>
        ))}
      </g>

      <g className={phone(PHONE_SOC_PLACE)}>
        <Panel
          x={696}
          y={200}
          w={234}
          h={220}
          title="Vehicle state of charge"
          className={phone(PHONE_SOC_WIDTH)}
        />
        {vehicles.map((v, i) => (
          <g key={v.id}>
            <T x={712} y={254 + i * 34} size={11.5} weight={600} fill={M.ink900}>
              {v.id}
            </T>
            <rect x="766" y={245 + i * 34} width="110" height="10" rx="5" fill={M.ink100} />
            <rect
              x="766"
              y={245 + i * 34}
              width={110 * v.soc}
              height="10"
              rx="5"
              fill={v.soc < 0.3 ? M.accentDeep : M.green}
            />
            <g className={phone(PHONE_SOC_VALUE)}>
              <T x={914} y={254 + i * 34} size={11} weight={600} fill={M.ink700} anchor="end">
                {Math.round(v.soc * 100)}%
              </T>
            </g>
          </g>
        ))}
      </g>

      <g className={phone('max-sm:hidden')}>
        <Panel x={214} y={432} w={716} h={148} title="Stations" />
        {['Station', 'Power', 'Status', 'Current session'].map((h, i) => (
          <T key={h} x={[230, 470, 560, 680][i]!} y={478} size={10.5} weight={700} fill={M.ink600}>
            {h.toUpperCase()}
          </T>
        ))}
        {stations.map((s, i) => (
          <g key={s.name}>
            <line x1="230" x2="914" y1={488 + i * 28} y2={488 + i * 28} stroke={M.ink100} />
            <T x={230} y={507 + i * 28} size={12} weight={600} fill={M.ink900}>
              {s.name}
            </T>
            <T x={470} y={507 + i * 28} size={12} fill={M.ink700}>
              {s.power}
            </T>
            <rect
              x="556"
              y={494 + i * 28}
              width="84"
              height="20"
              rx="10"
              fill={s.status === 'Charging' ? M.brand100 : M.greenSoft}
            />
            <T
              x={598}
              y={508 + i * 28}
              size={10.5}
              weight={700}
              fill={s.status === 'Charging' ? M.brand700 : M.greenInk}
              anchor="middle"
            >
              {s.status}
            </T>
            <T x={680} y={507 + i * 28} size={12} fill={M.ink700}>
              {s.session}
            </T>
          </g>
        ))}
      </g>
    </MockupWindow>
  );
}
