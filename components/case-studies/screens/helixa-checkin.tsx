import { M, MockupWindow, Panel, PhoneStatusBar, T } from '@/components/products/mockup-frame';
import type { CaseStudyScreenDrawing } from './types';

type Status = 'Red flag' | 'Call today' | 'On track';

const statusStyle: Record<Status, { bg: string; ink: string; bar: string }> = {
  'Red flag': { bg: M.redSoft, ink: M.redInk, bar: M.red },
  'Call today': { bg: M.amberSoft, ink: M.amber700, bar: M.accentDeep },
  'On track': { bg: M.greenSoft, ink: M.greenInk, bar: M.green },
};

/** Today's check-ins, flagged first, as the duty nurse sees them (initials only). */
const checkIns: {
  initials: string;
  age: number;
  procedure: string;
  day: number;
  sent: string;
  instrument: 'Oxford Knee Score' | 'Oxford Hip Score';
  score: number;
  change: number;
  status: Status;
  reason: string;
}[] = [
  {
    initials: 'M.T.',
    age: 74,
    procedure: 'Right knee replacement',
    day: 26,
    sent: '08:09',
    instrument: 'Oxford Knee Score',
    score: 16,
    change: -8,
    status: 'Red flag',
    reason: 'Wound concern',
  },
  {
    initials: 'D.O.',
    age: 67,
    procedure: 'Left hip replacement',
    day: 11,
    sent: '07:52',
    instrument: 'Oxford Hip Score',
    score: 15,
    change: -4,
    status: 'Red flag',
    reason: 'Calf swelling',
  },
  {
    initials: 'S.K.',
    age: 59,
    procedure: 'Left knee replacement',
    day: 40,
    sent: '07:31',
    instrument: 'Oxford Knee Score',
    score: 21,
    change: 1,
    status: 'Call today',
    reason: 'Below curve',
  },
  {
    initials: 'J.W.',
    age: 81,
    procedure: 'Right hip replacement',
    day: 19,
    sent: '06:58',
    instrument: 'Oxford Hip Score',
    score: 17,
    change: 0,
    status: 'Call today',
    reason: 'Below curve',
  },
  {
    initials: 'A.B.',
    age: 63,
    procedure: 'Right knee replacement',
    day: 33,
    sent: '08:20',
    instrument: 'Oxford Knee Score',
    score: 31,
    change: 5,
    status: 'On track',
    reason: 'Improving',
  },
];

const filters = [
  { label: 'All', count: 18, w: 62 },
  { label: 'Red flag', count: 2, w: 88 },
  { label: 'Call today', count: 2, w: 102 },
  { label: 'On track', count: 12, w: 96 },
  { label: 'Not yet sent', count: 2, w: 114 },
];

/** M.T.'s Oxford Knee Score week by week, against the pathway's expected recovery range. */
const weeks = ['Pre-op', 'Wk 1', 'Wk 2', 'Wk 3', 'Wk 4', 'Wk 5', 'Wk 6'];
const scores = [19, 15, 20, 24, 16];
const expected: [number, number][] = [
  [12, 22],
  [16, 26],
  [19, 29],
  [22, 32],
  [24, 34],
  [26, 36],
];
const chart = { x: 266, step: 34, top: 480, bottom: 548, min: 8, max: 40 };
const cx = (i: number) => chart.x + i * chart.step;
const cy = (v: number) =>
  chart.bottom - ((v - chart.min) * (chart.bottom - chart.top)) / (chart.max - chart.min);

const TABLE = { x: 214, y: 132, w: 498, head: 156, row0: 166, rowH: 44 };
const COL = { patient: 268, day: 420, score: 500, status: 612 };

/**
 * The list on a phone (the window in helixaCheckinScreen): patient and status, the flag a nurse
 * acts on, and the panel's own right edge. The post-op day and the score stay on wider screens
 * (the description gives them); the status column moves left beside the patient. Literal
 * classes: the CSP allows no inline styles, Tailwind needs whole class names.
 */
const PHONE = {
  /** The status column at x 400 instead of 612. */
  status: 'max-sm:-translate-x-[212px]',
  /** The panel ends at 496, inside the 214-498 window. */
  panel: 'max-sm:[width:282px]',
  selected: 'max-sm:[width:270px]',
  /** Row rules left out: each row's flag bar and avatar already set the rows apart. */
  rule: 'max-sm:hidden',
};

function Change({ x, y, change }: { x: number; y: number; change: number }) {
  if (change === 0) {
    return (
      <T x={x} y={y} size={10.5} weight={700} fill={M.ink400}>
        ±0
      </T>
    );
  }
  const down = change < 0;
  const colour = down ? M.redInk : M.greenInk;
  return (
    <>
      <path d={down ? `M${x} ${y - 7} h8 l-4 6 z` : `M${x} ${y - 1} h8 l-4 -6 z`} fill={colour} />
      <T x={x + 11} y={y} size={10.5} weight={700} fill={colour}>
        {String(Math.abs(change))}
      </T>
    </>
  );
}

function TriageList() {
  return (
    <>
      {filters.map((f, i) => {
        const x = 214 + filters.slice(0, i).reduce((sum, g) => sum + g.w + 6, 0);
        const on = i === 0;
        return (
          <g key={f.label}>
            <rect
              x={x}
              y="96"
              width={f.w}
              height="26"
              rx="13"
              fill={on ? M.brand950 : M.white}
              stroke={on ? M.brand950 : M.ink200}
            />
            <T x={x + 11} y={113} size={11} weight={600} fill={on ? M.onFill : M.ink700}>
              {f.label}
            </T>
            <T
              x={x + f.w - 11}
              y={113}
              size={11}
              weight={800}
              fill={on ? M.accent : i === 1 ? M.redInk : M.ink900}
              anchor="end"
            >
              {String(f.count)}
            </T>
          </g>
        );
      })}

      <Panel x={TABLE.x} y={TABLE.y} w={TABLE.w} h={278} className={PHONE.panel} />
      {(
        [
          ['Patient', COL.patient, undefined],
          ['Post-op', COL.day, 'max-sm:hidden'],
          ['Recovery score', COL.score, 'max-sm:hidden'],
          ['Status', COL.status, PHONE.status],
        ] as const
      ).map(([label, x, phone]) => (
        <g key={label} className={phone}>
          <T x={x} y={TABLE.head} size={10} weight={700} fill={M.ink600}>
            {label.toUpperCase()}
          </T>
        </g>
      ))}

      {checkIns.map((c, i) => {
        const y = TABLE.row0 + i * TABLE.rowH;
        const s = statusStyle[c.status];
        const selected = i === 0;
        return (
          <g key={c.initials}>
            {selected ? (
              <rect
                x="220"
                y={y + 2}
                width="486"
                height={TABLE.rowH - 4}
                rx="8"
                fill={M.brand50}
                className={PHONE.selected}
              />
            ) : (
              <line x1="226" x2="700" y1={y} y2={y} stroke={M.ink100} className={PHONE.rule} />
            )}
            <rect x="224" y={y + 8} width="4" height={TABLE.rowH - 16} rx="2" fill={s.bar} />
            <circle cx="248" cy={y + 22} r="14" fill={selected ? M.brand500 : M.ink100} />
            <T
              x={248}
              y={y + 26}
              size={10}
              weight={800}
              fill={selected ? M.onFill : M.ink700}
              anchor="middle"
            >
              {c.initials.replaceAll('.', '')}
            </T>
            <T x={COL.patient} y={y + 19} size={12.5} weight={700} fill={M.ink950}>
              {`${c.initials} · ${c.age}`}
            </T>
            <T x={COL.patient} y={y + 35} size={10.5} fill={M.ink600}>
              {c.procedure}
            </T>
            <g className="max-sm:hidden">
              <T x={COL.day} y={y + 19} size={12.5} weight={700} fill={M.ink900}>
                {`Day ${c.day}`}
              </T>
              <T x={COL.day} y={y + 35} size={10.5} fill={M.ink600}>
                {`Sent ${c.sent}`}
              </T>
              <T x={COL.score} y={y + 19} size={12.5} weight={800} fill={M.ink950}>
                {String(c.score)}
              </T>
              <T x={COL.score + 20} y={y + 19} size={10.5} weight={500} fill={M.ink400}>
                /48
              </T>
              <Change x={COL.score + 50} y={y + 19} change={c.change} />
              <T x={COL.score} y={y + 35} size={10.5} fill={M.ink600}>
                {c.instrument}
              </T>
            </g>
            <g className={PHONE.status}>
              <rect x={COL.status} y={y + 6} width="88" height="20" rx="10" fill={s.bg} />
              <T
                x={COL.status + 44}
                y={y + 20}
                size={10.5}
                weight={700}
                fill={s.ink}
                anchor="middle"
              >
                {c.status}
              </T>
              <T x={COL.status + 44} y={y + 37} size={10} fill={M.ink600} anchor="middle">
                {c.reason}
              </T>
            </g>
          </g>
        );
      })}
      <line x1="226" x2="700" y1="386" y2="386" stroke={M.ink100} className={PHONE.rule} />
      <T x={226} y={402} size={10.5} fill={M.ink600}>
        11 more on track · 2 not yet sent, reminded at 07:00
      </T>
      <g className="max-sm:hidden">
        <T x={700} y={402} size={10.5} weight={700} fill={M.brand700} anchor="end">
          Show all 18
        </T>
      </g>
    </>
  );
}

function ScorePanel() {
  const band = [
    ...expected.map(([, hi], i) => `${cx(i + 1)},${cy(hi)}`),
    ...expected.map(([lo], i) => `${cx(i + 1)},${cy(lo)}`).reverse(),
  ].join(' ');
  const last = scores.length - 1;
  return (
    <>
      <Panel x={214} y={422} w={498} h={158} title="Oxford Knee Score · M.T." />
      <rect x="230" y="456" width="14" height="9" rx="2" fill={M.brand100} stroke={M.brand300} />
      <T x={249} y={464} size={10} fill={M.ink600}>
        Expected recovery range, by week
      </T>
      {[10, 20, 30, 40].map((v) => (
        <g key={v}>
          <line x1={chart.x - 10} x2={cx(6) + 10} y1={cy(v)} y2={cy(v)} stroke={M.ink100} />
          <T x={chart.x - 16} y={cy(v) + 3.5} size={10} fill={M.ink400} anchor="end">
            {String(v)}
          </T>
        </g>
      ))}
      <polygon points={band} fill={M.brand100} stroke={M.brand300} strokeWidth="0.8" />
      <polyline
        points={scores.map((v, i) => `${cx(i)},${cy(v)}`).join(' ')}
        fill="none"
        stroke={M.brand500}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      {scores.map((v, i) => (
        <circle
          key={i}
          cx={cx(i)}
          cy={cy(v)}
          r={i === last ? 5 : 3.5}
          fill={i === last ? M.red : M.white}
          stroke={i === last ? M.white : M.brand500}
          strokeWidth="2"
        />
      ))}
      <circle cx={cx(last)} cy={cy(scores[last]!)} r="10" fill={M.red} opacity="0.15" />
      <T x={cx(last) + 13} y={cy(scores[last]!) + 4} size={11} weight={800} fill={M.redInk}>
        16
      </T>
      {weeks.map((w, i) => (
        <T
          key={w}
          x={cx(i)}
          y={568}
          size={10}
          weight={i === last ? 700 : 500}
          fill={i === last ? M.ink900 : M.ink600}
          anchor="middle"
        >
          {w}
        </T>
      ))}

      {/* The answer that raised the flag, and what the nurse can do about it. */}
      <rect x="490" y="438" width="208" height="64" rx="10" fill={M.redFaint} stroke={M.redLine} />
      <circle cx="504" cy="453" r="4" fill={M.red} />
      <T x={514} y={457} size={10} weight={800} fill={M.redInk}>
        RED FLAG · SENT 08:09
      </T>
      <T x={502} y={476} size={11.5} weight={700} fill={M.ink950}>
        Wound red, warm or leaking
      </T>
      <T x={502} y={493} size={10.5} fill={M.ink600}>
        Escalated to duty nurse 08:12
      </T>
      <rect x="490" y="512" width="112" height="30" rx="8" fill={M.brand500} />
      <path
        d="M503 522 c0 6 5 11 11 11 l2 -2.6 -3.4 -2.2 -1.6 1.6 c-2 -1 -3.8 -2.8 -4.8 -4.8 l1.6 -1.6 -2.2 -3.4 z"
        fill={M.onFill}
      />
      <T x={558} y={532} size={12} weight={700} fill={M.onFill} anchor="middle">
        Call M.T.
      </T>
      <rect x="610" y="512" width="88" height="30" rx="8" fill={M.white} stroke={M.ink200} />
      <T x={654} y={532} size={12} weight={600} fill={M.ink900} anchor="middle">
        Message
      </T>
      <T x={490} y={565} size={11} weight={700} fill={M.brand700}>
        Bring next appointment forward
      </T>
    </>
  );
}

const options = [
  { label: 'Healing, clean and dry', chosen: false },
  { label: 'Pink at the edges', chosen: false },
  { label: 'Red, warm or leaking', chosen: true },
  { label: 'I can’t see it', chosen: false },
];

/** M.T.'s phone: the weekly check-in, at the question that raised the flag. */
function PatientPhone() {
  const left = 718;
  const sx = left + 8;
  return (
    <>
      <T x={824} y={113} size={10} weight={700} fill={M.ink600} anchor="middle">
        PATIENT APP · M.T.’S CHECK-IN
      </T>
      <rect
        x={left}
        y="132"
        width="212"
        height="448"
        rx="34"
        fill={M.onAccent}
        stroke={M.phoneEdge}
        vectorEffect="non-scaling-stroke"
        filter="url(#helixa-phone-shadow)"
      />
      <rect x={sx} y="140" width="196" height="432" rx="27" fill={M.white} />
      <PhoneStatusBar x={sx} y={140} width={196} time="08:09" timeSize={11} />

      <path
        d="M746 184 l-6 6 l6 6"
        fill="none"
        stroke={M.ink900}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <T x={824} y={195} size={13.5} weight={800} fill={M.ink950} anchor="middle">
        Weekly check-in
      </T>
      <T x={740} y={220} size={10.5} fill={M.ink600}>
        Question 9 of 12
      </T>
      <T x={908} y={220} size={10.5} weight={600} fill={M.ink600} anchor="end">
        Week 4
      </T>
      <rect x="740" y="227" width="168" height="5" rx="2.5" fill={M.ink100} />
      <rect x="740" y="227" width={168 * 0.75} height="5" rx="2.5" fill={M.brand500} />

      <T x={740} y={258} size={13.5} weight={800} fill={M.ink950}>
        How does your wound
      </T>
      <T x={740} y={277} size={13.5} weight={800} fill={M.ink950}>
        look today?
      </T>

      {options.map((o, i) => {
        const y = 292 + i * 40;
        return (
          <g key={o.label}>
            <rect
              x="740"
              y={y}
              width="168"
              height="32"
              rx="9"
              fill={o.chosen ? M.redFaint : M.white}
              stroke={o.chosen ? M.red : M.ink200}
              strokeWidth={o.chosen ? 1.5 : 1}
            />
            <circle
              cx="756"
              cy={y + 16}
              r="6.5"
              fill={M.white}
              stroke={o.chosen ? M.red : M.ink400}
              strokeWidth="1.5"
            />
            {o.chosen && <circle cx="756" cy={y + 16} r="3.5" fill={M.red} />}
            <T
              x={766}
              y={y + 20}
              size={11}
              weight={o.chosen ? 700 : 500}
              fill={o.chosen ? M.ink950 : M.ink700}
            >
              {o.label}
            </T>
          </g>
        );
      })}

      <rect x="740" y="456" width="168" height="62" rx="10" fill={M.ink50} stroke={M.ink200} />
      <T x={752} y={475} size={11.5} weight={700} fill={M.ink950}>
        Your care team knows
      </T>
      <T x={752} y={492} size={11} fill={M.ink700}>
        A nurse will call you today.
      </T>
      <T x={752} y={508} size={10} fill={M.ink600}>
        Very unwell? Call 111 or 999.
      </T>

      <rect x="740" y="528" width="168" height="30" rx="10" fill={M.brand500} />
      <T x={824} y={548} size={12.5} weight={700} fill={M.onFill} anchor="middle">
        Next question
      </T>
      <rect x="784" y="564" width="80" height="3.5" rx="1.75" fill={M.ink900} />
    </>
  );
}

function Scene() {
  return (
    <MockupWindow
      product="Helixa"
      items={['Check-ins', 'Patients', 'Appointments', 'Messages', 'Pathways', 'Audit log']}
      title="Today’s check-ins"
    >
      <defs>
        <filter id="helixa-phone-shadow" x="-30%" y="-10%" width="160%" height="125%">
          <feDropShadow
            dx="0"
            dy="10"
            stdDeviation="10"
            floodColor={M.brand950}
            floodOpacity="0.25"
          />
        </filter>
      </defs>
      <rect x="754" y="62" width="176" height="26" rx="13" fill={M.white} stroke={M.ink200} />
      <T x={842} y={79} size={11} fill={M.ink700} anchor="middle">
        York clinic · Orthopaedics
      </T>
      <TriageList />
      <ScorePanel />
      <PatientPhone />
    </MockupWindow>
  );
}

/**
 * Phones show the triage list [214, 130, 284, 282], laid out for the window (PHONE above): the
 * five patients with their flag and its reason, the panel whole; then M.T.'s phone
 * [710, 96, 232, 490] at the question that raised the flag. The score chart under the list, the
 * post-op days and the scores stay on wider screens.
 */
export const helixaCheckinScreen: CaseStudyScreenDrawing = {
  Scene,
  frame: 'max-sm:aspect-[284/282]',
  phoneCrop: 'max-sm:-mt-[45.77%] max-sm:-ml-[75.35%] max-sm:w-[338.03%]',
  phoneWindow: [214, 130, 284, 282],
  phoneSecond: [710, 96, 232, 490],
};
