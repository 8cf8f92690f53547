// The link-preview image (decision 0035): 1200×630 PNG in the app's colours, drawn with satori (layout to
// SVG) and resvg (SVG to PNG). Fonts come from the @fontsource/inter package, never the system.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { PreviewFacts } from '#core/session-preview.ts';
import { onFirstUse } from '../on-first-use.ts';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const COLOURS = {
  background: '#052e16',
  panel: '#14532d',
  accent: '#bef264',
  text: '#ffffff',
  soft: '#dcfce7',
};

const require = createRequire(import.meta.url);
const font = (weight: 400 | 700 | 900) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});
let fonts: ReturnType<typeof font>[] | undefined;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const box = (style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});
const line = (text: string, style: Record<string, unknown>) => box(style, text);

function card(appName: string, heading: string, lines: { text: string; strong?: boolean }[]): Node {
  return box(
    {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '64px 72px',
      background: COLOURS.background,
      color: COLOURS.text,
      fontFamily: 'Inter',
    },
    box(
      { alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700, color: COLOURS.soft },
      box({ width: 44, height: 44, borderRadius: 22, background: COLOURS.accent }),
      appName,
    ),
    box(
      { flexDirection: 'column', gap: 18 },
      // At most three lines: a title of wide letters would push the facts off the image.
      line(heading, {
        display: 'block',
        lineClamp: 3,
        fontSize: heading.length > 32 ? 60 : 76,
        fontWeight: 900,
        lineHeight: 1.1,
      }),
      ...lines.map(({ text, strong }) =>
        line(text, {
          display: 'block',
          lineClamp: 1,
          fontSize: 38,
          fontWeight: strong ? 700 : 400,
          color: strong ? COLOURS.accent : COLOURS.soft,
        }),
      ),
    ),
  );
}

/**
 * satori, loaded when the first image is drawn: 33 MB of the server's memory, for a route that
 * link-preview crawlers call now and then (docs/benchmarks.md, issue 26).
 */
const loadSatori = onFirstUse(async () => (await import('satori')).default);

async function png(node: Node): Promise<Buffer> {
  const satori = await loadSatori();
  fonts ??= [font(400), font(700), font(900)];
  // satori takes React-element-shaped objects; the cast spares a React dependency on the server.
  const svg = await satori(node as unknown as Parameters<typeof satori>[0], {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
}

export function sessionPreviewPng(appName: string, facts: PreviewFacts): Promise<Buffer> {
  return png(
    card(appName, facts.title, [
      { text: facts.when },
      { text: facts.location },
      { text: facts.counts, strong: true },
    ]),
  );
}

export function clubPreviewPng(appName: string, tagline: string): Promise<Buffer> {
  return png(card(appName, `${appName} Booking`, [{ text: tagline }]));
}
