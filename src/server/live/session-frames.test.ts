import { expect, it } from 'vitest';
import type { PublicRosterRow } from '../store/booking-reads.ts';
import type { SessionRow } from '../store/sessions.ts';
import { publicSessionView } from '../views/session-view.ts';
import { SessionFrames } from './session-frames.ts';

const session: SessionRow = {
  id: 's-1',
  title: 'Saturday "Smash"',
  date: '2099-12-05',
  time: '18:00',
  location: 'Court 1',
  capacity: 2,
  link: '12-05-abc',
  is_published: 1,
  created_by: null,
  next_seq: 4,
  version: 7,
  appends: 0,
  created_at: '2099-01-01T00:00:00.000Z',
  updated_at: '2099-01-01T00:00:00.000Z',
  series_id: null,
  series_week: null,
  series_weeks: null,
  canceled_at: null,
  canceled_reason: null,
  price_cents: 0,
};
const roster: PublicRosterRow[] = [
  { id: 'b-1', name: 'Mia Mine', visitor_id: 'visitor-mia-0000000001' },
  { id: 'b-2', name: 'Oli Other', visitor_id: 'visitor-oli-0000000002' },
  { id: 'b-3', name: 'Ada Admin', visitor_id: null },
];

/** What EventSource would hand the page: the event's id, name and parsed data. */
function read(chunks: readonly (string | Buffer)[]) {
  const text = chunks.map(String).join('');
  const match = /^id: (\d+)\nevent: (\w+)\ndata: (.*)\n\n$/s.exec(text);
  expect(match).not.toBeNull();
  return { id: match?.[1], event: match?.[2], data: JSON.parse(match?.[3] ?? '') };
}

it('gives every viewer exactly their own view of the session', () => {
  const frames = new SessionFrames(session, roster, undefined, 2);
  for (const viewer of [null, 'visitor-mia-0000000001', 'visitor-oli-0000000002', 'visitor-new-0000000003']) {
    expect(read(frames.forViewer(viewer))).toEqual({
      id: '7',
      event: 'session',
      data: { ...publicSessionView(session, roster, viewer, undefined), laterWeeks: 2 },
    });
  }
});

it('serialises the session once for all viewers without bookings, and once per booker', () => {
  const frames = new SessionFrames(session, roster, undefined, 2);
  const shared = frames.forViewer(null)[0];
  for (let i = 0; i < 500; i++) {
    const chunks = frames.forViewer(i % 2 ? null : `visitor-${String(i).padStart(14, '0')}`);
    expect(chunks[0]).toBe(shared);
  }
  frames.forViewer('visitor-mia-0000000001');
  frames.forViewer('visitor-mia-0000000001');
  expect(frames.built).toBe(2);
});
