import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { LeadSourceRecorder } from '@/components/layout/lead-source-recorder';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { navLabels } from '@/lib/navigation';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import './globals.css';

// Subsets and sized fallbacks made before the build by scripts/assets/fonts.ts: the weight
// ranges are its FONT_SUBSETS, the fallback names its fallbackFamilies (next/font takes
// literals only; scripts/assets/fonts.test.ts holds them together). Next's own fallback is off:
// it sizes local Arial only, which Android and Linux do not have (docs/measurements.md#fonts).
const inter = localFont({
  src: './fonts/generated/inter-wght.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Inter Fallback Arial', 'Inter Fallback Roboto'],
});

const jakarta = localFont({
  src: './fonts/generated/plus-jakarta-sans-wght.woff2',
  weight: '400 800',
  variable: '--font-jakarta',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Plus Jakarta Sans Fallback Arial', 'Plus Jakarta Sans Fallback Roboto'],
});

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, locale: 'en_US', type: 'website', images: [DEFAULT_OG_IMAGE] },
  twitter: { card: 'summary_large_image' },
  // PNG, not SVG: Chromium renders an SVG favicon as a whole SVG document on the page's main
  // thread (20-75 ms on a throttled phone, after first paint); a PNG is decoded off it.
  icons: {
    icon: [
      { url: '/icon-32.png', sizes: '32x32', type: 'image/png' },
      { url: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    ],
    apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
  },
};

export const viewport: Viewport = {
  themeColor: '#12143a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${jakarta.variable} [--header-height:4.5rem]`}>
      <body className="flex min-h-dvh flex-col">
        {/* The phone rows' position dots, kept out of the CSS build, whose parser does not know
            scroll markers (public/styles/scroll-markers.css). React moves it into <head>; wider
            screens load it without waiting for it. */}
        {/* eslint-disable-next-line @next/next/no-css-tags -- a file the CSS build must not parse */}
        <link
          rel="stylesheet"
          href="/styles/scroll-markers.css"
          precedence="default"
          media="screen and (width < 40rem)"
        />
        <LeadSourceRecorder />
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-surface px-5 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {navLabels.skipToContent}
        </a>
        <SiteHeader />
        <div id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </div>
        <SiteFooter />
      </body>
    </html>
  );
}
