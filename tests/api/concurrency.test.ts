// docs/product/booking-rules.md: however many requests arrive at once the order is total, nobody is confirmed beyond
// capacity, no acknowledged booking is lost, and double taps never book twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { book, byLink, NO_NEW_NAMES, namesOf, visitorWithCookie } from '../support/public-api.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A valid, distinct name for every index (names may not contain digits). */
const nameFor = (i: number) => `Player ${LETTERS[Math.floor(i / 26) % 26]}${LETTERS[i % 26]}`;

describe('simultaneous bookings of one session', () => {
  it('books 200 visitors at once in one total order with exactly 16 confirmed', {
    timeout: 120_000,
  }, async () => {
    const capacity = 16;
    const count = 200;
    const session = await makeSession(t.deps, { capacity });
    const names = Array.from({ length: count }, (_, i) => nameFor(i));
    expect(new Set(names).size).toBe(count);

    const answers = await Promise.all(names.map((name) => book(t.client(), session.id, [name])));

    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const final = namesOf(await byLink(t.client(), session.link));
    // No acknowledged booking lost, none duplicated.
    expect(final).toHaveLength(count);
    expect([...final].sort()).toEqual([...names].sort());

    const firstSixteen = final.slice(0, capacity);
    const confirmed = answers.flatMap((a) => a.body.confirmed as string[]);
    const waiting = answers.flatMap((a) => a.body.waiting as string[]);
    expect(confirmed).toHaveLength(capacity);
    expect([...confirmed].sort()).toEqual([...firstSixteen].sort());
    expect([...waiting].sort()).toEqual(final.slice(capacity).sort());

    // Each answer saw a prefix of the one final order, ending with its own name: a total order.
    for (const [i, answer] of answers.entries()) {
      const seen = namesOf(answer.body.session);
      expect(seen.at(-1)).toBe(names[i]);
      expect(seen).toEqual(final.slice(0, seen.length));
      const position = seen.length - 1;
      expect(answer.body.confirmed.length === 1).toBe(position < capacity);
    }
    // The sequence numbers in the database are gapless and unique.
    const rows = await t.db.db
      .selectFrom('bookings')
      .select(['seq', 'name'])
      .where('session_id', '=', session.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => r.name)).toEqual(final);
    expect(new Set(rows.map((r) => Number(r.seq))).size).toBe(count);
  });

  it('books two-name requests of 60 visitors atomically: each pair stays together', {
    timeout: 60_000,
  }, async () => {
    const session = await makeSession(t.deps, { capacity: 16 });
    const pairs = Array.from({ length: 60 }, (_, i) => [`${nameFor(i)} Senior`, `${nameFor(i)} Junior`]);
    const answers = await Promise.all(pairs.map((pair) => book(t.client(), session.id, pair)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const final = namesOf(await byLink(t.client(), session.link));
    expect(final).toHaveLength(120);
    for (const [senior, junior] of pairs as [string, string][]) {
      expect(final.indexOf(junior)).toBe(final.indexOf(senior) + 1);
    }
    // Eight whole pairs fill the 16 spots.
    const confirmedCount = answers.reduce((n, a) => n + a.body.confirmed.length, 0);
    expect(confirmedCount).toBe(16);
  });

  it('books one visitor’s 20 simultaneous identical requests exactly once', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(client, session.id, ['Double Tap'])),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: NO_NEW_NAMES });
    }
    expect(namesOf(await byLink(client, session.link))).toEqual(['Double Tap']);
  });

  it('books the same name typed in different cases by one visitor at once exactly once', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const spellings = ['Ann Lee', 'ann lee', 'ANN LEE', 'Ann  Lee', ' ann Lee '];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(client, session.id, [spellings[i % spellings.length]])),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
    expect(namesOf(await byLink(client, session.link))).toHaveLength(1);
  });

  it('books overlapping simultaneous requests of one visitor without a duplicate name', async () => {
    const session = await makeSession(t.deps);
    const { client } = await visitorWithCookie(t);
    const requests = [['Ann', 'Ben'], ['Ben', 'Cai'], ['Cai', 'Ann'], ['Ann', 'Ben', 'Cai'], ['Dee']];
    const answers = await Promise.all(requests.map((names) => book(client, session.id, names)));
    expect(answers.every((a) => a.status === 201 || a.status === 400)).toBe(true);
    const final = namesOf(await byLink(client, session.link));
    expect([...final].sort()).toEqual(['Ann', 'Ben', 'Cai', 'Dee']);
    // Every acknowledged name is in the final list.
    const acknowledged = answers
      .filter((a) => a.status === 201)
      .flatMap((a) => [...a.body.confirmed, ...a.body.waiting]);
    expect([...acknowledged].sort()).toEqual(['Ann', 'Ben', 'Cai', 'Dee']);
  });

  it('loses and duplicates no booking while bookings and cancellations race', {
    timeout: 60_000,
  }, async () => {
    const capacity = 5;
    const session = await makeSession(t.deps, { capacity });
    const early = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const v = await visitorWithCookie(t);
        const res = await book(v.client, session.id, [nameFor(i)]);
        return { v, bookingId: res.body.session.bookings.at(-1).id as string };
      }),
    );
    const late = Array.from({ length: 30 }, (_, i) => nameFor(100 + i));
    const results = await Promise.all([
      ...early
        .slice(0, 5)
        .map(({ v, bookingId }) => v.client.delete(`/api/sessions/${session.id}/bookings/${bookingId}`)),
      ...late.map((name) => book(t.client(), session.id, [name])),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const final = namesOf(await byLink(t.client(), session.link));
    expect(final).toHaveLength(10 - 5 + 30);
    expect(new Set(final).size).toBe(final.length);
  });
});
