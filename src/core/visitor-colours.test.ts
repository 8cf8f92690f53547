import { describe, expect, it } from 'vitest';
import { VISITOR_PALETTE, visitorColours, visitorKey } from './visitor-colours.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const nameOf = (colours: Map<string, { name: string }>, id: string) => colours.get(id)?.name;

describe('visitor colours', () => {
  it('has ten distinct colours, each at least 4.5:1 on white and 3:1 on the highlighted row', () => {
    expect(VISITOR_PALETTE).toHaveLength(10);
    expect(new Set(VISITOR_PALETTE.map((c) => c.hex)).size).toBe(10);
    for (const { hex } of VISITOR_PALETTE) {
      expect(contrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hex, '#ecfccb')).toBeGreaterThanOrEqual(3); // lime-100, the highlight tint
    }
  });

  it('gives every booking of one visitor the same colour, in order of first appearance', () => {
    const colours = visitorColours([
      { id: 'b1', userId: 'ann' },
      { id: 'b2', userId: 'bo' },
      { id: 'b3', userId: 'ann' },
      { id: 'b4', userId: 'cy' },
    ]);
    expect(nameOf(colours, 'b1')).toBe('blue');
    expect(nameOf(colours, 'b2')).toBe('orange');
    expect(nameOf(colours, 'b3')).toBe('blue');
    expect(nameOf(colours, 'b4')).toBe('green');
  });

  it('gives each booking an admin added (no visitor) a colour of its own', () => {
    const colours = visitorColours([{ id: 'p1' }, { id: 'p2' }, { id: 'v1', userId: 'ann' }]);
    expect([nameOf(colours, 'p1'), nameOf(colours, 'p2'), nameOf(colours, 'v1')]).toEqual([
      'blue',
      'orange',
      'green',
    ]);
  });

  it('cycles the palette after ten visitors', () => {
    const bookings = Array.from({ length: 12 }, (_, i) => ({ id: `b${i}`, userId: `u${i}` }));
    const colours = visitorColours(bookings);
    expect(nameOf(colours, 'b10')).toBe(nameOf(colours, 'b0'));
    expect(nameOf(colours, 'b11')).toBe(nameOf(colours, 'b1'));
  });

  it('keeps a visitor colour stable when someone before them has not changed', () => {
    const before = visitorColours([
      { id: 'b1', userId: 'ann' },
      { id: 'b2', userId: 'bo' },
    ]);
    const after = visitorColours([
      { id: 'b1', userId: 'ann' },
      { id: 'b2', userId: 'bo' },
      { id: 'b3', userId: 'cy' },
    ]);
    expect(nameOf(after, 'b2')).toBe(nameOf(before, 'b2'));
  });

  it('tells visitors apart by id, admin-added bookings by booking id', () => {
    expect(visitorKey({ id: 'b1', userId: 'ann' })).toBe(visitorKey({ id: 'b2', userId: 'ann' }));
    expect(visitorKey({ id: 'b1' })).not.toBe(visitorKey({ id: 'b2' }));
  });
});
