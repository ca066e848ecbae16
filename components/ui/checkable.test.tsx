/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { accents } from '@/components/case-studies/accent';
import { MetricBanner } from '@/components/case-studies/metric-banner';
import { PartnerGrid } from '@/components/case-studies/partner-grid';
import { ClientQuote } from '@/components/case-studies/client-quote';
import { ClientLogoStrip } from '@/components/company/client-logo-strip';
import { LeaderCard } from '@/components/company/leader-card';
import { StatRow } from '@/components/sections/stat-row';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';
import type { Person } from '@/lib/content/people';

/*
 * Proof as a visitor meets it (docs/proof.md#checkable-proof): a real link, opening in a new
 * tab and saying so, where content gives the place to check; plain text and no link otherwise.
 */

const SITE = 'https://www.proof.example.com/about';

/** Every link a visitor could follow out of the site. */
const outgoing = () => screen.queryAllByRole('link').filter((a) => a.getAttribute('target'));

function expectOutgoing(name: RegExp, href: string) {
  const link = screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAccessibleName(expect.stringContaining(NEW_TAB_NOTE));
}

const client = { name: 'Voltgrid', sector: 'EV', glyph: 'bolt' as const, href: '/case-studies/x' };

describe('client wordmarks', () => {
  it('shows the client’s site by its host name beside the case-study link', () => {
    render(
      <ClientLogoStrip
        title="Clients"
        linkSuffix="case study"
        items={[{ ...client, site: SITE }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Voltgrid case study' })).toHaveAttribute(
      'href',
      '/case-studies/x',
    );
    expectOutgoing(/^proof\.example\.com/, SITE);
  });

  it('links nowhere outside the site without one', () => {
    render(<ClientLogoStrip title="Clients" linkSuffix="case study" items={[client]} />);
    expect(outgoing()).toEqual([]);
    expect(screen.queryByText(/example\.com/)).toBeNull();
  });
});

describe('partners', () => {
  const partner = {
    name: 'Chargeline',
    type: 'Charge-point operator',
    desc: 'Public chargers.',
    logo: '/case-studies/x.svg',
  };

  it('links the partner’s own site when content gives one, and nothing otherwise', () => {
    const { unmount } = render(<PartnerGrid partners={[{ ...partner, site: SITE }]} />);
    expectOutgoing(/^proof\.example\.com/, SITE);
    unmount();
    render(<PartnerGrid partners={[partner]} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('people and quote-givers', () => {
  const person: Person = {
    id: 'meera-iyer',
    name: 'Meera Iyer',
    title: 'Co-Founder & CTO',
    coFounder: true,
    leadership: true,
    initials: 'MI',
    bio: 'Bio.',
    expertise: ['Architecture'],
  };

  it('links a leader’s name to their profile, and leaves it plain without one', () => {
    const profile = 'https://www.linkedin.com/in/example';
    const { unmount } = render(
      <LeaderCard person={{ ...person, profileUrl: profile }} expertiseLabel="{person}" />,
    );
    expectOutgoing(/^Meera Iyer/, profile);
    unmount();
    render(<LeaderCard person={person} expertiseLabel="{person}" />);
    expect(screen.getByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  const quote = { quote: 'It works.', name: 'Somchai P.', role: 'COO', company: 'Voltgrid' };

  it('links the case-study quote-giver and their company when content gives both', () => {
    const { unmount } = render(
      <ClientQuote
        id="q"
        rule={accents.brand.ruleOnDark}
        quote={{ ...quote, profileUrl: `${SITE}/me`, companyUrl: SITE }}
      />,
    );
    expectOutgoing(/^Somchai P\./, `${SITE}/me`);
    expectOutgoing(/^Voltgrid/, SITE);
    unmount();
    render(<ClientQuote id="q" rule={accents.brand.ruleOnDark} quote={quote} />);
    expect(screen.getByText('COO, Voltgrid')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('figures and where they rest', () => {
  const stat = { value: '4.8', label: 'Rating', basis: 'Our staff survey of September 2026' };

  it('links the review platform under the basis, with the count and date', () => {
    render(
      <StatRow
        stats={[
          {
            ...stat,
            source: {
              before: '23 reviews on ',
              platform: 'Example Reviews',
              url: SITE,
              after: ', read October 1, 2026',
            },
          },
        ]}
      />,
    );
    const figure = screen.getByText('4.8').closest('[data-figure]') as HTMLElement;
    expect(within(figure).getByText(/23 reviews on/)).toHaveTextContent(
      /23 reviews on Example Reviews.*, read October 1, 2026/,
    );
    expectOutgoing(/^Example Reviews/, SITE);
  });

  it('shows the basis alone, with no link, when the figure rests on no platform', () => {
    render(<StatRow stats={[stat]} />);
    expect(screen.getByText(stat.basis)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('puts a banner figure’s basis under it, or links to the result that states it', () => {
    render(
      <MetricBanner
        id="b"
        statement="Done."
        metrics={[
          { value: '40%', label: 'Less planning', basis: 'Dispatcher hours, quarter on quarter' },
          { value: '99.9%', label: 'Uptime', basis: 'External checks, first six months' },
        ]}
        results={[{ value: '12' }, { value: '99.9%' }]}
        basisLinkLabel="How it was measured"
        accent={accents.brand}
      />,
    );
    const tiles = screen.getAllByText(/%$/).map((v) => v.closest('[data-figure]') as HTMLElement);
    expect(within(tiles[0]!).getByText(/,/)).toHaveTextContent(
      'Dispatcher hours, quarter on quarter',
    );
    expect(within(tiles[1]!).queryByText(/,/)).toBeNull();
    expect(
      within(tiles[1]!).getByRole('link', { name: /^How it was measured ?: Uptime$/ }),
    ).toHaveAttribute('href', '#result-2');
  });
});
