import { Check, X } from 'lucide-react';

interface FitPanelProps {
  name: string;
  recommend: string[];
  avoid: string[];
}

/** When we recommend a technology and when we would steer a client elsewhere, side by side. */
export function FitPanel({ name, recommend, avoid }: FitPanelProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="card p-6 sm:p-8">
        <h3 className="flex items-center gap-3 text-xl font-bold">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
            <Check className="size-5" aria-hidden="true" />
          </span>
          We recommend {name} when
        </h3>
        <ul className="mt-6 space-y-4">
          {recommend.map((item) => (
            <li key={item} className="flex items-start gap-3 leading-relaxed text-ink-700">
              <Check className="mt-1 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="card bg-ink-50 p-6 sm:p-8">
        <h3 className="flex items-center gap-3 text-xl font-bold">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-rose-50 text-rose-700 ring-1 ring-rose-200">
            <X className="size-5" aria-hidden="true" />
          </span>
          We suggest something else when
        </h3>
        <ul className="mt-6 space-y-4">
          {avoid.map((item) => (
            <li key={item} className="flex items-start gap-3 leading-relaxed text-ink-700">
              <X className="mt-1 size-4 shrink-0 text-rose-600" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
