// The page an 'Use on another phone' link opens (decision 0086): plain server-made HTML with a form
// whose button POSTs, so it works before any script loads and a link preview's GET binds nothing.
import type { DeviceLinkState } from '../services/device-links.ts';
import { escapeHtml } from './escape-html.ts';

type Words = { title: string; lines: string[] };

const MAKE_A_NEW_ONE =
  "On the phone that has your bookings, open the session's booking page and tap 'Use on another phone' to make a new link.";

const WORDS: Record<DeviceLinkState, Words> = {
  ready: {
    title: 'Use your bookings on this phone',
    lines: [
      'This link was made on another phone so that this phone shows the same bookings, marked Your booking, and can cancel them.',
      'The other phone keeps its bookings too. Only continue if both phones are yours.',
    ],
  },
  used: {
    title: 'This link has already been used',
    lines: ['Each link works once, on one phone.', MAKE_A_NEW_ONE],
  },
  expired: {
    title: 'This link has expired',
    lines: ['Links work for 30 minutes after they are made.', MAKE_A_NEW_ONE],
  },
  unknown: {
    title: 'This link does not work',
    lines: ['Check that you opened the whole link.', MAKE_A_NEW_ONE],
  },
};

export const DEVICE_LINK_STATUS: Record<DeviceLinkState, number> = {
  ready: 200,
  used: 410,
  expired: 410,
  unknown: 404,
};

// The app's colours (styles.css): court green, stone text, lime focus ring on green.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fafaf9;color:#1c1917}
header{background:#052e16;color:#fff;padding:14px 16px;font-weight:800;font-size:18px}
main{max-width:32rem;margin:0 auto;padding:24px 16px}
h1{font-size:24px;line-height:1.25;margin:0 0 12px}
p{margin:0 0 12px;color:#44403c}
.box{background:#fff;border:1px solid #e7e5e4;border-radius:16px;padding:20px}
button,.link{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 18px;border-radius:8px;font:inherit;font-weight:700;text-decoration:none}
button{width:100%;margin-top:8px;border:0;background:#166534;color:#fff;cursor:pointer}
button:hover{background:#14532d}
.link{color:#166534;padding-left:0}
.warn{background:#fffbeb;border:1px solid #d97706;border-radius:8px;padding:10px 12px;color:#78350f}
:focus-visible{outline:3px solid #15803d;outline-offset:2px}
`;

/** Said above the button when this phone holds bookings of its own (decision 0202). */
export const ownBookingsWarning = (n: number) =>
  `This phone has ${n === 1 ? '1 booked name' : `${n} booked names`} of its own. After this it shows the other phone's bookings instead, and can no longer show or cancel its own: cancel them first if you need to.`;

export function deviceLinkPage(
  state: DeviceLinkState,
  appName: string,
  action: string,
  ownBooked = 0,
): string {
  const { title, lines } = WORDS[state];
  const warning = ownBooked > 0 ? `<p class="warn">${escapeHtml(ownBookingsWarning(ownBooked))}</p>\n` : '';
  const body =
    state === 'ready'
      ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">Use on this phone</button></form>`
      : '<a class="link" href="/sessions">See upcoming sessions</a>';
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(`${title} - ${appName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(appName)}</header>
<main>
<div class="box">
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${warning}${body}
</div>
</main>
</body>
</html>`;
}
