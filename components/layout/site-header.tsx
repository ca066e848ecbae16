import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { LinkItems } from '@/components/layout/link-list';
import { Logo } from '@/components/layout/logo';
import { MegaMenuPanel } from '@/components/layout/mega-menu-panel';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { buttonClasses } from '@/components/ui/link-button';
import { Tooltip, tooltipTrigger } from '@/components/ui/tooltip';
import { leadingLinks, megaMenus, navLabels, proposalCta, trailingLinks } from '@/lib/navigation';
import { cn } from '@/lib/utils/cn';

const topLinkClasses =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-[0.9375rem] font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-950';

/** Where each top-level entry of the header leads: a section's path, its pages below it. */
const sectionOf = (menu: (typeof megaMenus)[number]) => menu.overview?.href ?? `/${menu.id}`;

/**
 * The header is rendered once for every page, so it cannot know the page it sits on; the page's
 * canonical link does. One rule per section marks its entry when the canonical URL is the
 * section or a page below it (docs/navigation.md). Home is left unmarked:
 * the logo is its link.
 */
function currentSectionCss(): string {
  const sections = [
    ...leadingLinks.map((link) => link.href),
    ...megaMenus.map(sectionOf),
    ...trailingLinks.map((link) => link.href),
  ].filter((href) => href !== '/');
  const selectors = sections.map(
    (href) =>
      `html:has(link[rel="canonical"][href$="${href}"],link[rel="canonical"][href*="${href}/"]) [data-nav-section="${href}"]`,
  );
  return `${selectors.join(',')}{color:var(--color-brand-700);background-color:var(--color-brand-50)}`;
}

/**
 * Sticky site header. Rendered on the server and fully usable without JavaScript:
 * mega-menus and the mobile sheet are popovers (see globals.css).
 * What it shows depends on the room its row has, not on the viewport: the row is a size
 * container and each part appears when the container (measured in rem, so enlarged text
 * counts) can hold it (docs/reader-settings.md#the-header-measures-its-own-room).
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 h-(--header-height) border-b border-ink-200/80 bg-surface/90 backdrop-blur-md">
      <div className="container-page @container/header flex h-full items-center justify-between gap-3 @min-[24rem]/header:gap-6">
        <a href="/" className="shrink-0 rounded-lg" aria-label={navLabels.homeLink}>
          <Logo wordmarkClassName="@max-[12.5rem]/header:hidden" />
        </a>

        <nav aria-label={navLabels.mainNav} className="hidden h-full @min-[75.5rem]/header:block">
          <style dangerouslySetInnerHTML={{ __html: currentSectionCss() }} />
          <ul className="mega-nav flex h-full items-center gap-0.5">
            <LinkItems links={leadingLinks} linkClassName={topLinkClasses} section />
            {megaMenus.map((menu) => (
              <li key={menu.id} className="mega-item flex h-full items-center">
                <button
                  type="button"
                  className={cn(topLinkClasses, 'mega-trigger cursor-pointer')}
                  popoverTarget={`menu-${menu.id}`}
                  data-nav-section={sectionOf(menu)}
                >
                  {menu.label}
                  <ChevronDown
                    className="chevron size-4 text-ink-500 transition-transform"
                    aria-hidden="true"
                  />
                </button>
                <MegaMenuPanel menu={menu} />
              </li>
            ))}
            <LinkItems links={trailingLinks} linkClassName={topLinkClasses} section />
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href="/search"
            aria-label={navLabels.search}
            {...tooltipTrigger('tip-header-search')}
            className="hidden size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 hover:text-ink-950 @min-[25rem]/header:inline-flex"
          >
            <Search className="size-5" aria-hidden="true" />
          </a>
          <Tooltip id="tip-header-search">{navLabels.search}</Tooltip>
          <a
            href={proposalCta.href}
            className={cn(buttonClasses('primary'), '@max-[21.5rem]/header:hidden')}
          >
            {proposalCta.label}
          </a>
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="mobile-menu-button inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100 @min-[75.5rem]/header:hidden"
            aria-label={navLabels.menuButton}
            {...tooltipTrigger('tip-header-menu')}
          >
            <Menu className="icon-open size-6" aria-hidden="true" />
            <X className="icon-close size-6" aria-hidden="true" />
          </button>
          <Tooltip id="tip-header-menu">{navLabels.menuButton}</Tooltip>
          {/* Inside the container: the sheet's search row shows when the header's icon does not. */}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
