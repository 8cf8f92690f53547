import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/sessions/{id}/bookings', () => {
  it('confirms the first capacity bookings and puts the rest on the waiting list', async () => {
    const session = await makeSession(t.deps, { capacity: 2 });
    const visitor = t.client();
    const res = await visitor.post(`/api/sessions/${session.id}/bookings`, { names: ['Ann', 'Ben', 'Cai'] });
    expect(res.status).toBe(201);
    expect(res.body.confirmed).toEqual(['Ann', 'Ben']);
    expect(res.body.waiting).toEqual(['Cai']);
    expect(res.body.session.bookings.map((b: { name: string }) => b.name)).toEqual(['Ann', 'Ben', 'Cai']);
  });
});
