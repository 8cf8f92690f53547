// Booking links `MM-DD-` + 6 random lowercase letters/digits, and the page-title rule (docs/product/booking-rules.md).

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const LINK_RE = /^(\d{2})-(\d{2})-[a-z0-9]{6}$/;

export function generateBookingLink(date: string): string {
  const [, mm, dd] = date.split('-');
  // 252 is the largest multiple of 36 below 256: rejecting higher bytes keeps every character equally likely.
  let suffix = '';
  while (suffix.length < 6) {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    for (const b of bytes) if (b < 252 && suffix.length < 6) suffix += ALPHABET[b % 36];
  }
  return `${mm}-${dd}-${suffix}`;
}

/** Where booking pages live: `/book/{link}`. */
export const BOOKING_PAGES = '/book/';

export function bookingPath(link: string): string {
  return `${BOOKING_PAGES}${link}`;
}

export function isBookingLinkShape(link: string): boolean {
  return LINK_RE.test(link);
}

/** 'MM/DD Session - {product}' when the link starts with a date of that shape; the product name otherwise. */
export function bookingPageTitle(link: string, product: string): string {
  const m = /^(\d{2})-(\d{2})-/.exec(link);
  return m ? `${m[1]}/${m[2]} Session - ${product}` : product;
}
