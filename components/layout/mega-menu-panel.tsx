import { ArrowRight } from 'lucide-react';
import type { MegaMenu } from '@/lib/navigation';
import { cn } from '@/lib/utils/cn';

/** The drop-down panel of one desktop mega-menu: link groups plus an optional overview link. */
export function MegaMenuPanel({ menu }: { menu: MegaMenu }) {
  const compact = menu.groups.length === 1;
  return (
    <div
      id={`menu-${menu.id}`}
      popover="auto"
      className={cn('mega-panel pt-2', compact && 'max-w-md')}
    >
      <div className="card overflow-hidden">
        <div
          className={cn(
            'grid gap-8 p-8',
            compact ? 'grid-cols-1' : menu.groups.length === 3 ? 'grid-cols-3' : 'grid-cols-4',
          )}
        >
          {menu.groups.map((group) => (
            <div key={group.title}>
              <p className="eyebrow mb-3 text-xs">{group.title}</p>
              <ul className="space-y-1">
                {group.links.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      className="-mx-3 block rounded-xl px-3 py-2 transition-colors hover:bg-brand-50"
                    >
                      <span className="block font-semibold text-ink-900">{item.label}</span>
                      {item.description && (
                        <span className="block text-sm text-ink-600">{item.description}</span>
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {menu.overview && (
          <div className="border-t border-ink-200 bg-ink-50 px-8 py-4">
            <a
              href={menu.overview.href}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
            >
              {menu.overview.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
