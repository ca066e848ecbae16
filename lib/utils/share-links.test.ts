import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const links = shareLinks({
    url: 'https://www.arcforge.example/blog/mvp-development-strategies',
    title: 'MVP Development Strategies',
    summary: 'The 8-week framework & RICE.',
  });

  it('offers LinkedIn, X and e-mail with the encoded article URL', () => {
    expect(links.map((l) => l.network)).toEqual(['linkedin', 'x', 'email']);
    const encoded = encodeURIComponent(
      'https://www.arcforge.example/blog/mvp-development-strategies',
    );
    expect(links[0]!.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links[1]!.href).toBe(
      `https://x.com/intent/tweet?url=${encoded}&text=MVP%20Development%20Strategies`,
    );
    expect(links[2]!.href).toMatch(/^mailto:\?subject=MVP%20Development%20Strategies&body=/);
    expect(decodeURIComponent(links[2]!.href.split('body=')[1]!)).toBe(
      'The 8-week framework & RICE.\n\nhttps://www.arcforge.example/blog/mvp-development-strategies',
    );
  });

  it('marks the social networks as external and e-mail as not', () => {
    expect(links.map((l) => l.external)).toEqual([true, true, false]);
  });
});
