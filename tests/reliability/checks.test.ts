// The battery's own checks, tried on made-up answers: a check that cannot fail proves nothing.
import { describe, expect, it } from 'vitest';
import { answerProblem } from './answer-checks.ts';
import { type BurstAnswer, type BurstRequest, checkBurst } from './burst.ts';
import type { RawAnswer } from './raw-http.ts';

const json = (status: number, body: unknown, contentType = 'application/json; charset=utf-8'): RawAnswer => ({
  status,
  headers: { 'content-type': contentType },
  body: JSON.stringify(body),
  ms: 1,
});
const api = { method: 'POST', apiPath: true };

describe('the answer check', () => {
  it('accepts the documented error shapes', () => {
    expect(answerProblem(json(400, { error: 'Invalid request' }), api)).toBeNull();
    expect(answerProblem(json(422, { detail: 'Message the group' }), api)).toBeNull();
    expect(answerProblem(json(201, { confirmed: [] }), api)).toBeNull();
  });

  it('flags a 5xx, a missing answer, an undocumented shape and a stack trace', () => {
    expect(answerProblem(json(500, { error: 'Something went wrong.' }), api)).toMatch(/500/);
    expect(answerProblem({ status: null, error: 'ECONNRESET', ms: 1 }, api)).toMatch(/no answer/);
    expect(answerProblem(json(400, { message: 'Bad' }), api)).toMatch(/"error"/);
    expect(answerProblem(json(422, { error: 'Refused' }), api)).toMatch(/"detail"/);
    expect(answerProblem(json(404, {}, 'text/html'), api)).toMatch(/not JSON/);
    const trace =
      'TypeError: x is undefined\n    at bookSpots (/app/src/server/services/public-bookings.ts:40:7)';
    expect(answerProblem(json(400, { error: trace }), api)).toMatch(/stack|Error:/);
    expect(answerProblem(json(400, { error: 'see /x/node_modules/kysely' }), api)).toMatch(/node_modules/);
  });
});

describe('the burst check', () => {
  const visitor = (id: string) => ({ id, cookie: `cs_visitor=${id}`, base: 'http://127.0.0.1:1' });
  const requests: BurstRequest[] = [
    { index: 0, names: ['Ann A', 'Ben A'], visitor: visitor('a') },
    { index: 1, names: ['Cai B'], visitor: visitor('b') },
  ];
  const roster = [
    { id: '1', name: 'Ann A' },
    { id: '2', name: 'Ben A' },
    { id: '3', name: 'Cai B' },
  ];
  const answer = (confirmed: string[], waiting: string[], seen: typeof roster, who: string): BurstAnswer => ({
    status: 201,
    body: {
      confirmed,
      waiting,
      session: {
        bookings: seen.map((b) =>
          confirmed.includes(b.name) || waiting.includes(b.name) ? { ...b, userId: who } : b,
        ),
      },
    },
    ms: 1,
  });
  const good = [answer(['Ann A', 'Ben A'], [], roster.slice(0, 2), 'a'), answer([], ['Cai B'], roster, 'b')];

  it('passes a consistent burst', () => {
    const report = checkBurst({ requests, answers: good, final: roster, capacity: 2, crashed: false });
    expect(report.violations).toEqual([]);
    expect(report.confirmed).toBe(2);
  });

  it('flags a lost booking, half a request, a place beyond capacity and a foreign order', () => {
    const lost = checkBurst({
      requests,
      answers: good,
      final: roster.slice(0, 2),
      capacity: 2,
      crashed: false,
    });
    expect(lost.violations.join('\n')).toMatch(/lost/);
    const half = checkBurst({
      requests,
      answers: [{ status: null, body: null, error: 'x', ms: 1 }, good[1] as BurstAnswer],
      final: [roster[0], roster[2]] as typeof roster,
      capacity: 2,
      crashed: true,
    });
    expect(half.violations.join('\n')).toMatch(/not atomic/);
    const beyond = checkBurst({
      requests,
      answers: [good[0] as BurstAnswer, answer(['Cai B'], [], roster, 'b')],
      final: roster,
      capacity: 2,
      crashed: false,
    });
    expect(beyond.violations.join('\n')).toMatch(/confirmed but is #3/);
    const reordered = [roster[1], roster[0], roster[2]] as typeof roster;
    const order = checkBurst({ requests, answers: good, final: reordered, capacity: 2, crashed: false });
    expect(order.violations.join('\n')).toMatch(/not a prefix/);
  });
});
