import { describe, expect, it } from 'vitest';
import { type BookRow, type BookSession, latestFirst, playerKey, playerLines } from './player-books.ts';

const session = (id: string, o: Partial<BookSession> = {}): BookSession => ({
  id,
  title: id,
  date: '2031-03-10',
  time: '18:00',
  capacity: 2,
  priceCents: 1000,
  started: true,
  canceled: false,
  ...o,
});
let seq = 0;
const row = (sessionId: string, name: string, o: Partial<BookRow> = {}): BookRow => {
  seq += 1;
  return {
    id: `b${seq}`,
    sessionId,
    seq,
    name,
    nameKey: name.toLowerCase(),
    createdAt: `2031-03-01T00:00:${String(seq).padStart(2, '0')}.000Z`,
    canceledAt: null,
    late: false,
    attendance: null,
    isPaid: false,
    feeMark: null,
    ...o,
  };
};
const owedOf = (sessions: BookSession[], rows: BookRow[], name: string) =>
  playerLines(sessions, rows).players.find((p) => p.name === name)?.owedCents;

describe('what a player owes', () => {
  it.each([
    ['a confirmed, unpaid place in a started session owes the price', {}, {}, 1000],
    ['a no-show still owes', {}, { attendance: 'absent' }, 1000],
    ['an excused place owes nothing', {}, { attendance: 'excused' }, 0],
    ['a paid place owes nothing', {}, { isPaid: true }, 0],
    ['a session not yet started owes nothing yet', { started: false }, {}, 0],
    ['a free session owes nothing', { priceCents: 0 }, {}, 0],
  ])('%s', (_what, s, r, owed) => {
    expect(owedOf([session('s', s)], [row('s', 'Ann', r)], 'Ann')).toBe(owed);
  });

  it('a waiting place owes nothing; a late cancel whose place stayed empty owes its fee', () => {
    const rows = [
      row('s', 'Ann', { canceledAt: '2031-03-10T01:00:00.000Z', late: true }),
      row('s', 'Ben'),
      row('full', 'Cai'),
      row('full', 'Dot'),
      row('full', 'Ann'),
    ];
    const sessions = [session('s'), session('full')];
    expect(owedOf(sessions, rows, 'Ann')).toBe(1000);
    expect(playerLines(sessions, rows).players.find((p) => p.name === 'Ann')).toMatchObject({
      sessions: 0,
      lateCancels: 1,
    });
  });
});

describe('a rained-off session (decision 0162)', () => {
  it('counts for nobody: no session, no attendance', () => {
    // As the server feeds it: a canceled session charges nothing (chargedCents).
    const rainedOff = session('rain', { canceled: true, priceCents: 0 });
    const rows = [
      row('rain', 'Ann', { attendance: 'absent' }),
      row('played', 'Ann', { attendance: 'present' }),
    ];
    const ann = playerLines([rainedOff, session('played')], rows).players[0];
    expect(ann).toMatchObject({ sessions: 1, attended: 1, noShows: 0, owedCents: 1000 });
  });
});

describe('players', () => {
  it('one player per name key, named by the latest spelling, sorted ignoring case', () => {
    const rows = [row('s', 'zoë'), row('t', 'Zoë'), row('s', 'adam')];
    const { players } = playerLines([session('s'), session('t')], rows);
    expect(players.map((p) => [p.name, p.sessions])).toEqual([
      ['adam', 1],
      ['Zoë', 2],
    ]);
  });

  it('keys are URL-safe base64 of the name key', () => {
    expect(playerKey('zoë park')).toBe(Buffer.from('zoë park').toString('base64url'));
    expect(playerKey('a?b>c')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('history is latest session first', () => {
    const sessions = [session('a', { date: '2031-03-01' }), session('b', { date: '2031-03-08' })];
    const { linesByKey } = playerLines(sessions, [row('a', 'Ann'), row('b', 'Ann')]);
    expect(latestFirst(linesByKey.get('ann') ?? []).map((l) => l.session.id)).toEqual(['b', 'a']);
  });
});
