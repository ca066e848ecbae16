import { DisclosureSummary } from '@/components/sections/disclosure';
import { LinkItems, LinkList } from '@/components/layout/link-list';
import { buttonClasses } from '@/components/ui/link-button';
import {
  leadingLinks,
  megaMenus,
  mobileProductsLink,
  navLabels,
  proposalCta,
  trailingLinks,
} from '@/lib/navigation';
import { cn } from '@/lib/utils/cn';

const rowClasses =
  'menu-row flex min-h-12 w-full items-center justify-between rounded-xl px-4 text-lg font-semibold text-ink-900 hover:bg-ink-100';

function ProposalButton({ className }: { className: string }) {
  return (
    <a
      href={proposalCta.href}
      className={cn(buttonClasses('primary', 'lg'), 'w-full text-center', className)}
    >
      {proposalCta.label}
    </a>
  );
}

/**
 * Mobile navigation: a popover sheet toggled by the header's menu button. Services and
 * Technologies expand in place (details/summary); Products goes straight to the first product;
 * Home is hidden on the home page by CSS. No JavaScript needed.
 */
export function MobileMenu() {
  const expandable = megaMenus.filter((menu) => menu.id !== 'products');
  return (
    <div id="mobile-menu" popover="auto" className="mobile-sheet bg-surface">
      <nav aria-label={navLabels.mobileNav} className="container-page py-6">
        {/* A header with no room for its "Get a Proposal" (site-header.tsx) leaves it here, first:
            at the sheet's foot it was a long scroll away under enlarged text. One of the two
            shows, so it is listed and tabbed to once. */}
        <ProposalButton className="mb-4 @min-[21.5rem]/header:hidden" />
        <ul className="space-y-1">
          <LinkItems
            links={leadingLinks}
            linkClassName={rowClasses}
            itemClassName={(item) => (item.href === '/' ? 'nav-home-link' : undefined)}
          />
          {expandable.map((menu) => (
            <li key={menu.id}>
              <details name="mobile-menu-group" className="group">
                <DisclosureSummary className={rowClasses} chevronClassName="text-ink-500">
                  {menu.label}
                </DisclosureSummary>
                <div className="space-y-4 px-4 pt-2 pb-4">
                  {menu.groups.map((group) => (
                    <div key={group.title}>
                      <p className="eyebrow mb-1 text-xs">{group.title}</p>
                      <LinkList
                        links={group.links}
                        className="grid"
                        linkClassName="flex min-h-11 items-center text-ink-700 hover:text-brand-700"
                      />
                    </div>
                  ))}
                  {menu.overview && (
                    <a
                      href={menu.overview.href}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700"
                    >
                      {menu.overview.label}
                    </a>
                  )}
                </div>
              </details>
            </li>
          ))}
          <LinkItems links={[mobileProductsLink, ...trailingLinks]} linkClassName={rowClasses} />
          {/* A narrow header has no room for its search icon (site-header.tsx). */}
          <li className="@min-[25rem]/header:hidden">
            <a href="/search" className={rowClasses}>
              {navLabels.search}
            </a>
          </li>
        </ul>
        <ProposalButton className="mt-6 @max-[21.5rem]/header:hidden" />
      </nav>
    </div>
  );
}
