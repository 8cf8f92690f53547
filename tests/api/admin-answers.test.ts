// biome-ignore-all lint/suspicious/noExplicitAny: tests read whatever JSON came back
// An admin's change answers the session as the change left it, built from the change's own state
// (decision 0095): the same answer, to the byte, as reading the session afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, startAdminApp } from '../support/accounts.ts';
import { clubDateIn } from '../support/fixtures.ts';
import { startedSession } from '../support/season.ts';
import type { Res, TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  ({ t, admin } = await startAdminApp());
});
afterAll(async () => {
  await t?.close();
});

/** The change's answer, checked against a fresh read of the session it names. */
async function answersAsRead(res: Res<any>, status = 200) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const read = await admin.client.get<any>(`/api/sessions/${res.body.id}`);
  expect(read.status).toBe(200);
  expect(JSON.stringify(res.body)).toBe(JSON.stringify(read.body));
  return res.body;
}

describe("an admin change's answer", () => {
  it('is the session as read afterwards: new series, bookings added, renamed, canceled, paid, edited, canceled and restored', async () => {
    const created = await admin.client.post<any>('/api/sessions', {
      title: 'Answers',
      date: clubDateIn(4),
      time: '18:00',
      location: 'Court 1',
      capacity: 2,
      price: 12.5,
      preAddedNames: ['Paid Pat'],
      repeatWeeks: 3,
    });
    expect(created.status).toBe(201);
    for (const week of created.body.sessions) {
      await answersAsRead({ status: 200, body: week, headers: created.headers });
    }
    const { id } = created.body.sessions[1];
    const add = (name: string) => admin.client.post<any>(`/api/sessions/${id}/bookings/admin`, { name });
    await answersAsRead(await add('Ann'), 201);
    const bob = (await answersAsRead(await add('Bob'), 201)).bookings.at(-1).id;
    const cat = (await answersAsRead(await add('Cat'), 201)).bookings.at(-1).id;
    await answersAsRead(
      await admin.client.put(`/api/sessions/${id}/bookings/${bob}/admin`, { name: 'Bobby' }),
    );
    await answersAsRead(await admin.client.delete(`/api/sessions/${id}/bookings/${cat}/admin`));
    await answersAsRead(
      await admin.client.post(`/api/sessions/${id}/bookings/${bob}/paid`, { isPaid: true }),
    );
    const edit = { title: 'Moved', date: clubDateIn(30), time: '07:00', location: 'Court 2', capacity: 1 };
    const edited = await answersAsRead(await admin.client.put(`/api/sessions/${id}`, edit));
    expect(edited.series).toMatchObject({ week: 3, weeks: 3 }); // moved after the third week
    await answersAsRead(await admin.client.post(`/api/sessions/${id}/cancel`, { reason: 'Rain' }));
    await answersAsRead(await admin.client.delete(`/api/sessions/${id}/cancel`));
  });

  it('is the session as read afterwards: attendance, all present, a late-cancel fee', async () => {
    const { session, ids } = await startedSession(t, {
      capacity: 3,
      price: 10,
      names: ['Ann', 'Ben', 'Cal'],
      lateCancels: [0],
    });
    const base = `/api/sessions/${session.id}`;
    await answersAsRead(
      await admin.client.put(`${base}/bookings/${ids[1]}/attendance`, { attendance: 'absent' }),
    );
    await answersAsRead(await admin.client.post(`${base}/attendance`, { attendance: 'present' }));
    await answersAsRead(await admin.client.put(`${base}/canceled-bookings/${ids[0]}/fee`, { fee: 'waived' }));
  });
});
