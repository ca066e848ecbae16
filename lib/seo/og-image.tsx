import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { PUBLIC_DIR } from '@/lib/content/parse';
import { site } from '@/lib/site';

export const OG_SIZE = { width: 1200, height: 630 } as const;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A file from public/ as a data URL, so the image renderer needs no network. */
export function publicDataUrl(publicPath: string): string {
  const file = path.join(PUBLIC_DIR, publicPath);
  const mime = MIME[path.extname(file)] ?? 'application/octet-stream';
  return `data:${mime};base64,${fs.readFileSync(file).toString('base64')}`;
}

interface OgCardProps {
  title: string;
  /** Small label above the title (a category). */
  eyebrow?: string;
  /** Line under the title. */
  subtitle?: string;
  /** Background artwork (a data URL), faded behind the text. */
  artwork?: string;
}

/** A layer that covers the whole card (the grid, or the fade over the artwork). */
const fullCard = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: 1200,
  height: 630,
  display: 'flex',
} as const;

/**
 * The 1200x630 Open Graph card of the brand: deep indigo, the wordmark, one headline. Rendered
 * at build time into a real .png file by the force-static routes under app/og/.
 */
export function ogImage({ title, eyebrow, subtitle, artwork }: OgCardProps): ImageResponse {
  const logo = publicDataUrl('/logo.svg');
  const long = title.length > 34;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        backgroundColor: '#12143a',
        backgroundImage:
          'radial-gradient(circle at 85% 0%, rgba(76,92,240,0.55), rgba(18,20,58,0) 55%), radial-gradient(circle at 0% 100%, rgba(245,150,42,0.22), rgba(18,20,58,0) 45%)',
        color: '#ffffff',
      }}
    >
      {!artwork && (
        <div
          style={{
            ...fullCard,
            backgroundImage:
              'linear-gradient(rgba(255,255,255,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.06) 1px, transparent 1px)',
            backgroundSize: '48px 48px',
          }}
        />
      )}
      {artwork && (
        // eslint-disable-next-line jsx-a11y/alt-text -- rendered to a PNG, never to HTML
        <img
          src={artwork}
          width={1200}
          height={675}
          style={{ position: 'absolute', left: 120, top: -22, width: 1200, height: 675 }}
        />
      )}
      {artwork && (
        <div
          style={{
            ...fullCard,
            backgroundImage:
              'linear-gradient(90deg, rgba(18,20,58,1) 0%, rgba(18,20,58,0.97) 42%, rgba(18,20,58,0.55) 70%, rgba(18,20,58,0.15) 100%)',
          }}
        />
      )}
      <div
        style={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          width: artwork ? 820 : 1200,
          height: '100%',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- rendered to a PNG, never to HTML */}
          <img src={logo} width={56} height={56} />
          <div style={{ fontSize: 40 }}>{site.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {eyebrow && (
            <div
              style={{
                display: 'flex',
                alignSelf: 'flex-start',
                fontSize: 24,
                color: '#12143a',
                backgroundColor: '#fbb454',
                borderRadius: 999,
                padding: '8px 22px',
                marginBottom: 28,
              }}
            >
              {eyebrow}
            </div>
          )}
          <div
            style={{
              fontSize: artwork ? (long ? 60 : 70) : 76,
              lineHeight: 1.1,
              color: '#ffffff',
            }}
          >
            {title}
          </div>
          {subtitle && (
            <div style={{ marginTop: 26, fontSize: 30, lineHeight: 1.35, color: '#c6d0ff' }}>
              {subtitle}
            </div>
          )}
        </div>
      </div>
    </div>,
    { ...OG_SIZE },
  );
}
