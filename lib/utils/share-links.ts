export interface ShareLink {
  network: 'linkedin' | 'x' | 'email';
  label: string;
  href: string;
  external: boolean;
}

/** Plain share URLs for an article: they work as links, without JavaScript or third-party scripts. */
export function shareLinks({
  url,
  title,
  summary,
}: {
  url: string;
  title: string;
  summary: string;
}): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      external: true,
    },
    {
      network: 'x',
      label: 'Share on X',
      href: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      external: true,
    },
    {
      network: 'email',
      label: 'Share by email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${summary}\n\n${url}`)}`,
      external: false,
    },
  ];
}
