import { M, MockupWindow, Panel, T } from '@/components/products/mockup-frame';
import type { CaseStudyScreenDrawing } from './types';

const GREEN_INK = M.greenInk;
const AMBER_SOFT = M.amberSoft;
const AMBER_INK = M.amberInkDeep;

/**
 * March's bank lines for one agency: seven in ten matched automatically (exact or by a rule), the
 * rest suggested by the model with a reason, most already confirmed during the month.
 */
const LINES = { total: 340, automatic: 238, confirmed: 74, toConfirm: 28 };

/** The close, step by step, on day one: what the study's close process map covers. */
const steps: { name: string; note: string; state: 'done' | 'now' | 'next' }[] = [
  { name: 'Sync bank feeds', note: '3 accounts, through Mar 31', state: 'done' },
  { name: 'Post automatic matches', note: '238 lines, 70% of March', state: 'done' },
  { name: 'Split fees and partials', note: '19 Stripe payouts split', state: 'done' },
  { name: 'Issue March invoices', note: '42 sent, 3 of them in EUR', state: 'done' },
  { name: 'Billed, paid, booked', note: 'All three agree', state: 'done' },
  { name: 'Confirm suggestions', note: '28 of 102 left to confirm', state: 'now' },
  { name: 'Review open invoices', note: '5 open, $31,460.00', state: 'next' },
  { name: 'Lock March', note: 'Reports go to the owners', state: 'next' },
];

type Status = 'Suggested' | 'Matched' | 'Rule';

/** The last day of March: the model's suggestions first, then the lines that matched alone. */
const rows: {
  line: string;
  account: string;
  amount: string;
  status: Status;
  match: string;
  reason: string;
}[] = [
  {
    line: 'Wire · Brightwell Foods',
    account: 'Operating ••4410',
    amount: '+$7,200.00',
    status: 'Suggested',
    match: 'INV-1179 · Brightwell',
    reason: 'Partial: half of $14,400.00 retainer',
  },
  {
    line: 'Check deposit #4417',
    account: 'Operating ••4410',
    amount: '+$4,860.00',
    status: 'Suggested',
    match: 'INV-1163 · Oakline',
    reason: 'Exact amount, paid 12 days past due',
  },
  {
    line: 'ACH · Foundry Row',
    account: 'Operating ••4410',
    amount: '−$3,150.00',
    status: 'Suggested',
    match: 'Bill · Foundry Row, Apr',
    reason: 'Same amount as the last 3 months',
  },
  {
    line: 'Stripe payout',
    account: 'Operating ••4410',
    amount: '+$18,408.96',
    status: 'Matched',
    match: '4 invoices + fees',
    reason: 'Split: 4 card payments, $551.04 fees',
  },
  {
    line: 'ACH · Halden & Co',
    account: 'Operating ••4410',
    amount: '+$12,500.00',
    status: 'Matched',
    match: 'INV-1187 · Halden & Co',
    reason: 'Exact: amount and INV no. in memo',
  },
  {
    line: 'Linework Pro · annual',
    account: 'Card ••1008',
    amount: '−$1,079.88',
    status: 'Rule',
    match: '6410 · Software',
    reason: 'Rule: Linework → software subscriptions',
  },
];

const CHIP: Record<Status, { fill: string; ink: string }> = {
  Suggested: { fill: AMBER_SOFT, ink: AMBER_INK },
  Matched: { fill: M.greenSoft, ink: GREEN_INK },
  Rule: { fill: M.brand100, ink: M.brand700 },
};

/** Billed, paid and booked for March's invoices: the invoices and the ledger say the same. */
const agreement = [
  { label: 'Billed', value: '$186,450.00', note: '42 invoices, 3 in EUR' },
  { label: 'Paid', value: '$154,990.00', note: '37 invoices, card and bank' },
  { label: 'Open', value: '$31,460.00', note: '5 invoices, 2 pending' },
];

function Tick({ cx, cy, color = M.onFill }: { cx: number; cy: number; color?: string }) {
  return (
    <path
      d={`M${cx - 4} ${cy} l2.8 2.8 l5.2 -5.6`}
      fill="none"
      stroke={color}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

function Checklist() {
  const top = 184;
  const gap = 46;
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <g>
      <Panel x={214} y={100} w={214} h={480} title="Close checklist" />
      <T x={230} y={146} size={10.5} fill={M.ink600}>
        {`${done} of ${steps.length} steps done · day 1 of 1`}
      </T>
      <rect x="230" y="155" width="182" height="6" rx="3" fill={M.ink100} />
      <rect x="230" y="155" width={(182 * done) / steps.length} height="6" rx="3" fill={M.green} />
      <line
        x1="241"
        x2="241"
        y1={top}
        y2={top + (steps.length - 1) * gap}
        stroke={M.ink200}
        strokeWidth="2"
      />
      {steps.map((s, i) => {
        const cy = top + i * gap;
        return (
          <g key={s.name}>
            {s.state === 'now' && (
              <rect x="222" y={cy - 18} width="198" height="40" rx="9" fill={M.brand100} />
            )}
            {s.state === 'done' && (
              <>
                <circle cx="241" cy={cy} r="9" fill={M.green} />
                <Tick cx={241} cy={cy} />
              </>
            )}
            {s.state === 'now' && (
              <>
                <circle cx="241" cy={cy} r="9" fill={M.white} stroke={M.brand500} strokeWidth="2" />
                <path d={`M241 ${cy - 5} a5 5 0 0 1 0 10 z`} fill={M.brand500} />
              </>
            )}
            {s.state === 'next' && (
              <circle cx="241" cy={cy} r="9" fill={M.white} stroke={M.ink200} strokeWidth="2" />
            )}
            <T
              x={258}
              y={cy - 1}
              size={11.5}
              weight={s.state === 'next' ? 600 : 700}
              fill={s.state === 'next' ? M.ink700 : M.ink950}
            >
              {s.name}
            </T>
            <T
              x={258}
              y={cy + 14}
              size={10}
              weight={s.state === 'now' ? 600 : 500}
              fill={s.state === 'now' ? M.brand700 : M.ink600}
            >
              {s.note}
            </T>
          </g>
        );
      })}
      <rect x="230" y="532" width="182" height="30" rx="8" fill={M.ink100} />
      <rect x="242" y="543" width="10" height="8" rx="1.5" fill={M.ink400} />
      <path
        d="M244 543 v-2.5 a3 3 0 0 1 6 0 v2.5"
        fill="none"
        stroke={M.ink400}
        strokeWidth="1.5"
      />
      <T x={262} y={551} size={11.5} weight={700} fill={M.ink400}>
        Lock March books
      </T>
    </g>
  );
}

/**
 * The bank lines on a phone (the window in paysproutCloseScreen, 438 to 694): the panel ends
 * inside the window instead of running off its edge, the bar and rules shrink to it, and each
 * line's status chip moves under its amount; the matches, the tabs and the bulk action stay on
 * wider screens. Literal classes: the CSP allows no inline styles.
 */
const PHONE = {
  panel: 'max-sm:[width:252px]',
  dayRow: 'max-sm:[width:236px]',
  /** From x 456: the bar's 458 units and the rules' 458 to 226. */
  shrink: 'max-sm:origin-[456px_0px] max-sm:scale-x-[0.4934]',
  /** The amounts 10 units in from the panel's edge, as the lines are from its other side. */
  amount: 'max-sm:-translate-x-[10px]',
  /** The chip from x 700 to 620, a line lower: beside the account, under the amount. */
  chip: 'max-sm:-translate-x-[80px] max-sm:translate-y-[13px]',
};

function BankLines() {
  const x = 440;
  const w = 490;
  const bar = { x: 456, w: 458 };
  const seg = [LINES.automatic, LINES.confirmed, LINES.toConfirm].map(
    (n) => (bar.w * n) / LINES.total,
  );
  const rowTop = 212;
  const rowH = 33;
  const col = { line: 456, amount: 688, chip: 700, match: 766 };
  return (
    <>
      <Panel x={x} y={100} w={w} h={318} title="Bank lines · March" className={PHONE.panel} />
      {['All 340', 'To confirm 28'].map((tab, i) => (
        <g key={tab} className="max-sm:hidden">
          <rect
            x={[754, 820][i]}
            y="110"
            width={[60, 94][i]}
            height="22"
            rx="11"
            fill={i === 0 ? M.brand950 : M.white}
            stroke={i === 0 ? M.brand950 : M.ink200}
          />
          <T
            x={[784, 867][i]!}
            y={125}
            size={10.5}
            weight={700}
            fill={i === 0 ? M.onFill : M.ink700}
            anchor="middle"
          >
            {tab}
          </T>
        </g>
      ))}

      <g className={PHONE.shrink}>
        <rect x={bar.x} y="140" width={seg[0]} height="8" rx="2" fill={M.green} />
        <rect
          x={bar.x + seg[0]! + 2}
          y="140"
          width={seg[1]! - 2}
          height="8"
          rx="2"
          fill={M.brand500}
        />
        <rect
          x={bar.x + seg[0]! + seg[1]! + 2}
          y="140"
          width={seg[2]! - 2}
          height="8"
          rx="2"
          fill={M.accent}
        />
      </g>
      <circle cx="460" cy="163" r="4" fill={M.green} />
      <T x={469} y={167} size={10.5} weight={700} fill={M.ink900}>
        238 matched automatically (70%)
      </T>
      <g className="max-sm:hidden">
        <circle cx="700" cy="163" r="4" fill={M.brand500} />
        <T x={709} y={167} size={10.5} fill={M.ink700}>
          74 confirmed
        </T>
        <circle cx="800" cy="163" r="4" fill={M.accent} />
        <T x={809} y={167} size={10.5} fill={M.ink700}>
          28 to confirm
        </T>
      </g>

      {['Bank line', 'Amount', 'Status and match'].map((h, i) => (
        <g key={h} className={[undefined, PHONE.amount, 'max-sm:hidden'][i]}>
          <T
            x={[col.line, col.amount, col.chip][i]!}
            y={187}
            size={9.5}
            weight={700}
            fill={M.ink600}
            anchor={i === 1 ? 'end' : 'start'}
          >
            {h.toUpperCase()}
          </T>
        </g>
      ))}
      <rect
        x="448"
        y="192"
        width="474"
        height="20"
        rx="5"
        fill={M.ink50}
        className={PHONE.dayRow}
      />
      <T x={456} y={206} size={10.5} weight={700} fill={M.ink900}>
        Tue, Mar 31 · 6 lines · 3 suggested
      </T>
      <g className="max-sm:hidden">
        <rect x="808" y="194" width="110" height="16" rx="5" fill={M.brand500} />
        <Tick cx={820} cy={202} />
        <T x={868} y={205.5} size={9.5} weight={700} fill={M.onFill} anchor="middle">
          Approve all 3
        </T>
      </g>

      {rows.map((r, i) => {
        const y = rowTop + i * rowH;
        const chip = CHIP[r.status];
        return (
          <g key={r.line}>
            {i > 0 && (
              <line x1="456" x2="914" y1={y} y2={y} stroke={M.ink100} className={PHONE.shrink} />
            )}
            <T x={col.line} y={y + 15} size={11.5} weight={600} fill={M.ink950}>
              {r.line}
            </T>
            <T x={col.line} y={y + 28} size={10} fill={M.ink600}>
              {`Mar 31 · ${r.account}`}
            </T>
            <g className={PHONE.amount}>
              <T
                x={col.amount}
                y={y + 15}
                size={11.5}
                weight={700}
                fill={r.amount.startsWith('+') ? GREEN_INK : M.ink950}
                anchor="end"
              >
                {r.amount}
              </T>
            </g>
            <g className={PHONE.chip}>
              <rect x={col.chip} y={y + 5} width="58" height="14" rx="7" fill={chip.fill} />
              <T x={col.chip + 29} y={y + 15} size={9} weight={700} fill={chip.ink} anchor="middle">
                {r.status}
              </T>
            </g>
            <g className="max-sm:hidden">
              <T x={col.match} y={y + 15} size={11} weight={600} fill={M.ink900}>
                {r.match}
              </T>
              <T x={col.chip} y={y + 28} size={10} fill={M.ink600}>
                {r.reason}
              </T>
            </g>
          </g>
        );
      })}
    </>
  );
}

function Agreement() {
  return (
    <>
      <Panel x={440} y={430} w={490} h={150} title="Billed, paid and booked · March" />
      <rect x="818" y="440" width="96" height="22" rx="11" fill={M.greenSoft} />
      <Tick cx={836} cy={451} color={GREEN_INK} />
      <T x={846} y={455} size={10.5} weight={700} fill={GREEN_INK}>
        All agree
      </T>
      {agreement.map((a, i) => {
        const x = 456 + i * 156;
        return (
          <g key={a.label}>
            {i > 0 && <line x1={x - 10} x2={x - 10} y1="470" y2="568" stroke={M.ink100} />}
            <T x={x} y={484} size={9.5} weight={700} fill={M.ink600}>
              {`${a.label.toUpperCase()} · INVOICES`}
            </T>
            <T x={x} y={506} size={17} weight={800} fill={M.ink950}>
              {a.value}
            </T>
            <T x={x} y={522} size={10} fill={M.ink600}>
              {a.note}
            </T>
            <line x1={x} x2={x + 136} y1="532" y2="532" stroke={M.ink100} />
            <T x={x} y={548} size={9.5} weight={700} fill={M.ink600}>
              IN THE LEDGER
            </T>
            <T x={x} y={564} size={11.5} weight={700} fill={M.ink900}>
              {a.value}
            </T>
            <circle cx={x + 128} cy={560} r="7" fill={M.greenSoft} />
            <Tick cx={x + 128} cy={560} color={GREEN_INK} />
          </g>
        );
      })}
    </>
  );
}

/** Paysprout's month-end close on day one: the checklist, March's bank lines and the agreement. */
function Scene() {
  return (
    <MockupWindow
      product="Paysprout"
      items={[
        'Home',
        'Close',
        'Reconciliation',
        'Invoices',
        'Bank accounts',
        'Reports',
        'Audit trail',
      ]}
      active={1}
      title="Month-end close · March 2026"
    >
      <rect x="632" y="62" width="158" height="26" rx="13" fill={M.white} stroke={M.ink200} />
      <T x={711} y={79} size={11} fill={M.ink700} anchor="middle">
        Northpeak Studio · USD
      </T>
      <rect x="802" y="62" width="128" height="26" rx="13" fill={M.brand100} />
      <T x={866} y={79} size={11} weight={700} fill={M.brand700} anchor="middle">
        Day 1 · Wed, Apr 1
      </T>
      <Checklist />
      <BankLines />
      <Agreement />
    </MockupWindow>
  );
}

// Phones show March's bank lines [438, 96, 256, 326], laid out for the window (PHONE above):
// the match rate, each line's amount and its status, the panel whole; then the whole close
// checklist [204, 94, 234, 494]. The matches, and the billed, paid and booked agreement, stay on
// wider screens.
export const paysproutCloseScreen: CaseStudyScreenDrawing = {
  Scene,
  frame: 'max-sm:aspect-[256/326]',
  phoneCrop: 'max-sm:-mt-[37.5%] max-sm:-ml-[171.09%] max-sm:w-[375%]',
  phoneWindow: [438, 96, 256, 326],
  phoneSecond: [204, 94, 234, 494],
};
