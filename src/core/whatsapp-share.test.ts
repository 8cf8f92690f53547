import { describe, expect, it } from 'vitest';
import { whatsappList } from './whatsapp-list.ts';
import { whatsappShareUrl } from './whatsapp-share.ts';

/** The text WhatsApp reads back from the link. */
const sharedText = (url: string) => new URL(url).searchParams.get('text');

describe('whatsappShareUrl', () => {
  it('is a wa.me link with the text as its only parameter', () => {
    const url = new URL(whatsappShareUrl('https://club.example/book/12-01-k3x9qa'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe('https://club.example/book/12-01-k3x9qa');
  });

  it('percent-encodes every reserved character, so the link carries the text exactly', () => {
    const text = 'Ann & Bo + Cy #1 50%? a=b\nline two 🎾';
    const url = whatsappShareUrl(text);
    expect(url).toBe(
      'https://wa.me/?text=Ann%20%26%20Bo%20%2B%20Cy%20%231%2050%25%3F%20a%3Db%0Aline%20two%20%F0%9F%8E%BE',
    );
    expect(sharedText(url)).toBe(text);
  });

  it('carries the whole participant list, line breaks included', () => {
    const list = whatsappList(
      {
        date: '2026-12-01',
        time: '18:00',
        link: '12-01-k3x9qa',
        capacity: 2,
        bookings: [{ name: 'Zoë O’Neil' }, { name: 'Bo & Cy' }, { name: 'Dee+1' }],
      },
      { publicUrl: 'https://club.example' },
    );
    expect(list.split('\n')).toHaveLength(11);
    expect(sharedText(whatsappShareUrl(list))).toBe(list);
  });

  it('shares an empty text as an empty parameter', () => {
    expect(whatsappShareUrl('')).toBe('https://wa.me/?text=');
  });
});
