// biome-ignore-all lint/suspicious/noExplicitAny: the battery reads whatever JSON came back
// The server the bad-input battery aims at: a real server process with a signed-in admin (made with
// the real `admin:create`), two sessions, a visitor with bookings, and the ids the cases use.
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import type { Context } from './bad-input-cases.ts';
import { originOf } from './burst.ts';
import { createAdminWithCli, type Engine, openStore, type Store } from './stores.ts';

const ADMIN = { email: 'battery-admin@courtside.test', password: 'battery-password-9' };

export type Target = { store: Store; server: ServerProcess; ctx: Context; close: () => Promise<void> };

async function json(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function prepareTarget(engine: Engine): Promise<Target> {
  const store = await openStore(engine);
  let server: ServerProcess | undefined;
  try {
    await createAdminWithCli(store, ADMIN.email, ADMIN.password);
    server = await startServerProcess({ env: store.env });
    const url = server.url;
    const post = async (path: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...originOf(url), ...headers },
        body: JSON.stringify(body),
      });
      return { res, body: await json(res) };
    };

    const signIn = await post('/api/auth/sign-in/email', ADMIN, {});
    const adminToken = signIn.res.headers.get('set-auth-token') ?? '';
    const adminCookie = signIn.res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (signIn.res.status !== 200 || !adminToken) {
      throw new Error(`admin sign-in answered ${signIn.res.status} ${JSON.stringify(signIn.body)}`);
    }
    const asAdmin = { cookie: adminCookie };
    const created: any[] = [];
    for (const title of ['Battery', 'Battery spare']) {
      const made = await post(
        '/api/sessions',
        { title, date: '2099-03-01', time: '18:00', location: 'Court', capacity: 16 },
        asAdmin,
      );
      if (made.res.status !== 201) throw new Error(`POST /api/sessions answered ${made.res.status}`);
      // One session, or a list of them (a weekly series).
      created.push(Array.isArray(made.body) ? made.body[0] : (made.body.sessions?.[0] ?? made.body));
    }
    const [main, spare] = created;

    const reconcile = await post('/api/user-session/reconcile', {}, {});
    const visitorCookie = reconcile.res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const booked = await post(
      `/api/sessions/${main.id}/bookings`,
      { names: ['Ann Lee', 'Ben Lee', 'Cai Lee'] },
      { cookie: visitorCookie },
    );
    const added = await post(`/api/sessions/${main.id}/bookings/admin`, { name: 'Dee Admin' }, asAdmin);
    const bookingIds = [
      ...(booked.body.session?.bookings ?? []).map((b: { id: string }) => b.id),
      ...(added.body.bookings ?? added.body.session?.bookings ?? []).map((b: { id: string }) => b.id),
    ];
    if (booked.res.status !== 201 || bookingIds.length < 3) {
      throw new Error(
        `setup bookings answered ${booked.res.status} ${JSON.stringify(booked.body).slice(0, 300)}`,
      );
    }
    const ctx: Context = {
      origin: url,
      sessionId: main.id,
      spareSessionId: spare.id,
      link: main.link,
      bookingIds,
      visitorCookie,
      adminCookie,
      adminToken,
    };
    const running = server;
    return {
      store,
      server,
      ctx,
      close: async () => {
        await running.stop();
        await store.drop();
      },
    };
  } catch (err) {
    await server?.stop();
    await store.drop();
    throw err;
  }
}
