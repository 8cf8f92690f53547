import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingPageTitle, generateBookingLink, isBookingLinkShape } from './booking-link.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

describe('booking links: MM-DD- + 6 random lowercase letters/digits (docs/product/booking-rules.md)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['2026-11-24', '11-24'],
    ['2026-01-05', '01-05'],
    ['2026-12-31', '12-31'],
    ['2028-02-29', '02-29'],
  ])('starts a link for %s with %s-', (date, mmdd) => {
    const link = generateBookingLink(date);
    expect(link).toMatch(/^\d{2}-\d{2}-[a-z0-9]{6}$/);
    expect(link.slice(0, 6)).toBe(`${mmdd}-`);
    expect(isBookingLinkShape(link)).toBe(true);
  });

  it('is random: 1000 links for one date are (almost) all different', () => {
    const links = new Set(Array.from({ length: 1000 }, () => generateBookingLink('2026-01-05')));
    // 36^6 ≈ 2.2 billion suffixes: even one collision in 1000 is a one-in-4000 event.
    expect(links.size).toBeGreaterThanOrEqual(999);
  });

  it('uses every character of its alphabet', () => {
    const seen = new Set(
      Array.from({ length: 2000 }, () => generateBookingLink('2026-01-05').slice(6)).join(''),
    );
    expect([...seen].sort().join('')).toBe([...ALPHABET].sort().join(''));
  });

  it('uses its characters evenly (no modulo bias towards a-d)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      for (const ch of generateBookingLink('2026-01-05').slice(6)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    const mean = (chars: string) =>
      [...chars].reduce((sum, ch) => sum + (counts.get(ch) ?? 0), 0) / chars.length;
    // Unbiased: both means ≈ 1667 (± ~1%); a plain `byte % 36` would make a-d ≈ 14% more common.
    expect(mean('abcd') / mean(ALPHABET.slice(4))).toBeLessThan(1.07);
    expect(mean('abcd') / mean(ALPHABET.slice(4))).toBeGreaterThan(0.93);
  });

  it('maps random bytes onto the alphabet and skips the bytes 252-255 that would bias it', () => {
    const bytes = [255, 252, 0, 253, 25, 26, 254, 35, 36, 251];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array)
          array.set(bytes.concat(Array(array.length).fill(0)).slice(0, array.length));
        return array;
      },
    );
    // 0 → a, 25 → z, 26 → 0, 35 → 9, 36 → a (wraps), 251 → 251 % 36 = 35 → 9.
    expect(generateBookingLink('2026-11-24')).toBe('11-24-az09a9');
  });

  it('draws more random bytes when too many are rejected', () => {
    let calls = 0;
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        calls++;
        if (array instanceof Uint8Array) array.fill(calls === 1 ? 255 : 1);
        return array;
      },
    );
    expect(generateBookingLink('2026-11-24')).toBe('11-24-bbbbbb');
    expect(calls).toBe(2);
  });
});

describe('isBookingLinkShape', () => {
  it.each([
    ['11-24-k3x9qa', true],
    ['01-05-000000', true],
    ['11-24-K3X9QA', false],
    ['11-24-k3x9q', false],
    ['11-24-k3x9qab', false],
    ['1-24-k3x9qa', false],
    ['11/24-k3x9qa', false],
    ['11-24-k3x_qa', false],
    ['summer-camp', false],
    ['', false],
  ])('says %s has the booking-link shape: %s', (link, expected) => {
    expect(isBookingLinkShape(link)).toBe(expected);
  });
});

describe('booking page title (docs/product/screens.md)', () => {
  it("titles the page 'MM/DD Session - {product}' for a dated link", () => {
    expect(bookingPageTitle('11-24-k3x9qa', 'Tennis Fitness')).toBe('11/24 Session - Tennis Fitness');
    expect(bookingPageTitle('01-05-000000', 'Tennis Fitness')).toBe('01/05 Session - Tennis Fitness');
  });

  it('titles a freshly generated link after its date', () => {
    expect(bookingPageTitle(generateBookingLink('2026-03-07'), 'Courtside')).toBe(
      '03/07 Session - Courtside',
    );
  });

  it.each(['summer-camp', 'k3x9qa', '2026-11-24', '1-24-k3x9qa', '11_24_k3x9qa', ''])(
    'titles the page with just the product name for the link "%s"',
    (link) => {
      expect(bookingPageTitle(link, 'Tennis Fitness')).toBe('Tennis Fitness');
    },
  );
});
