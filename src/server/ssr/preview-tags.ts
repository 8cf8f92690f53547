// The link-preview tags of a server-rendered page (decision 0035): Open Graph and Twitter cards, so a link
// pasted into WhatsApp, iMessage, Slack or Telegram shows the session's facts and image. A page that
// is not a published session shows the club's own preview and nothing else.
import { bookingPageTitle } from '#core/booking-link.ts';
import type { SessionDto } from '#core/schemas.ts';
import { CLUB_TAGLINE, previewDescription, previewFacts } from '#core/session-preview.ts';
import { bookingUrl } from '#core/whatsapp-list.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../preview/preview-image.ts';
import { CLUB_PREVIEW_PATH, sessionPreviewPath } from '../routes/link-previews.ts';
import { escapeHtml } from './escape-html.ts';

type Site = { appName: string; publicUrl: string };
export type PreviewHead = { title: string; tags: string };

function tags(entries: [string, string][]): string {
  return entries
    .map(([key, value]) => {
      const attr = key.startsWith('og:') ? 'property' : 'name';
      return `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
    })
    .join('');
}

function card(
  site: Site,
  p: { title: string; description: string; url: string; image: string; alt: string },
) {
  return (
    `<link rel="canonical" href="${escapeHtml(p.url)}" />` +
    tags([
      ['og:type', 'website'],
      ['og:site_name', site.appName],
      ['og:locale', 'en_AU'],
      ['og:title', p.title],
      ['og:description', p.description],
      ['og:url', p.url],
      ['og:image', p.image],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(PREVIEW_WIDTH)],
      ['og:image:height', String(PREVIEW_HEIGHT)],
      ['og:image:alt', p.alt],
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', p.title],
      ['twitter:description', p.description],
      ['twitter:image', p.image],
    ])
  );
}

/** The head of a published session's booking page. */
export function sessionPreviewHead(site: Site, session: SessionDto): PreviewHead {
  const description = previewDescription(
    previewFacts({ ...session, canceledReason: session.canceled?.reason }),
  );
  return {
    title: bookingPageTitle(session.link, site.appName),
    tags: card(site, {
      title: session.title,
      description,
      url: bookingUrl(site.publicUrl, session.link),
      image: `${site.publicUrl}${sessionPreviewPath(session.link)}`,
      alt: `${session.title}: ${description}`,
    }),
  };
}

/**
 * The club's own preview: the landing page, the sessions list, and any link that is not a session.
 * `missing`: the 404 page, titled as the app titles it (decision 0184).
 */
export function clubPreviewHead(site: Site, pathname: string, missing = false): PreviewHead {
  const shown = pathname === '/sessions' ? '/sessions' : '/';
  return {
    title: missing ? `Page Not Found - ${site.appName}` : site.appName,
    tags: card(site, {
      title: `${site.appName} Booking`,
      description: CLUB_TAGLINE,
      url: `${site.publicUrl}${shown}`,
      image: `${site.publicUrl}${CLUB_PREVIEW_PATH}`,
      alt: `${site.appName} Booking: ${CLUB_TAGLINE}`,
    }),
  };
}
