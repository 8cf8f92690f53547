import { describe, expect, it } from 'vitest';
import { grownRoster, rosterJsonOfAnswer, sharedRoster } from './roster-json.ts';
import { publicSessionView, publicSessionViews } from './session-view.ts';

const session = { capacity: 2, canceled_at: null, is_published: 1, price_cents: 0 } as never;
const rows = [
  { id: 'a', name: 'Ann "Ace" Lee', visitor_id: 'v1' },
  { id: 'b', name: 'Zoë', visitor_id: 'v2' },
  { id: 'c', name: 'Bob', visitor_id: null },
  { id: 'd', name: 'Cai', visitor_id: 'v1' },
];

describe('the roster JSON a batch of answers shares', () => {
  it('gives each answer exactly the bookings JSON publicSessionView makes for its viewer and prefix', () => {
    const roster = sharedRoster(rows);
    for (let end = 0; end <= rows.length; end++) {
      for (const viewer of ['v1', 'v2', 'nobody']) {
        const { sharedUpTo, own } = rosterJsonOfAnswer(roster, rows, end, viewer);
        const view = publicSessionView(session, rows.slice(0, end), viewer, undefined);
        expect(roster.text.slice(0, sharedUpTo) + own).toBe(JSON.stringify(view.bookings));
      }
    }
  });
});

describe('the views a batch of answers shares', () => {
  it('equal publicSessionView for every prefix and viewer, and share the entries nobody owns', () => {
    const views = publicSessionViews(session, rows);
    for (let end = 0; end <= rows.length; end++) {
      for (const viewer of ['v1', 'v2', 'nobody']) {
        for (const cap of [undefined, 7]) {
          expect(views(end, viewer, cap)).toEqual(
            publicSessionView(session, rows.slice(0, end), viewer, cap),
          );
        }
      }
    }
    expect(views(4, 'v1', undefined).bookings[2]).toBe(views(3, 'v2', undefined).bookings[2]);
  });
});

describe('a roster grown batch by batch', () => {
  it('is the text of its whole roster made at once, of one lineage, and leaves the roster it grew from as it was', () => {
    const first = sharedRoster(rows.slice(0, 1));
    const grown = grownRoster(grownRoster(first, rows.slice(1, 3)), rows.slice(3));
    const whole = sharedRoster(rows);
    expect(grown.text).toBe(whole.text);
    expect(grown.starts).toEqual(whole.starts);
    expect(grown.lineage).toBe(first.lineage);
    expect(whole.lineage).not.toBe(first.lineage);
    expect(first.text).toBe(sharedRoster(rows.slice(0, 1)).text);
    expect(grownRoster(sharedRoster([]), rows).text).toBe(whole.text);
  });
});
