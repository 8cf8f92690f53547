import { describe, expect, it } from 'vitest';
import type { DeviceLink } from './api/create-device-link.ts';
import { deviceLinkKeeper } from './device-link-keeper.ts';

/** A stand-in for the server's issuing: each call answers when the test says, with a new link. */
function issuing() {
  const calls: { from: string; answer: () => void; fail: () => void }[] = [];
  const make = (from: string) =>
    new Promise<DeviceLink>((resolve, reject) => {
      const n = calls.length + 1;
      calls.push({
        from,
        answer: () => resolve({ url: `https://club.test/another-phone/${n}`, expiresAt: '', qrSvg: '' }),
        fail: () => reject(new Error('429')),
      });
    });
  return { calls, make };
}

const MINUTE = 60_000;

describe('deviceLinkKeeper', () => {
  it('shows the link made last again while it has five minutes or more to run', async () => {
    const server = issuing();
    let clock = 0;
    const keeper = deviceLinkKeeper(server.make, () => clock);
    const first = keeper.linkFor('/book/a');
    server.calls[0]?.answer();
    expect((await first).url).toMatch(/\/1$/);
    clock = 24 * MINUTE;
    expect((await keeper.linkFor('/book/a')).url).toMatch(/\/1$/);
    expect(server.calls).toHaveLength(1);
    clock = 25 * MINUTE;
    const later = keeper.linkFor('/book/a');
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.answer();
    expect((await later).url).toMatch(/\/2$/);
  });

  it('waits for a link on its way instead of asking twice', async () => {
    const server = issuing();
    const keeper = deviceLinkKeeper(server.make);
    const opened = keeper.linkFor('/book/a');
    const reopened = keeper.linkFor('/book/a');
    expect(server.calls).toHaveLength(1);
    server.calls[0]?.answer();
    expect(await reopened).toEqual(await opened);
  });

  it('after "make a new link", never shows the old one again, even while the new one is on its way', async () => {
    const server = issuing();
    const keeper = deviceLinkKeeper(server.make);
    const first = keeper.linkFor('/book/a');
    server.calls[0]?.answer();
    await first;
    const fresh = keeper.linkFor('/book/a', true);
    const reopened = keeper.linkFor('/book/a');
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.answer();
    expect((await reopened).url).toMatch(/\/2$/);
    expect((await fresh).url).toMatch(/\/2$/);
  });

  it('keeps a link for its own page only, and keeps no refusal', async () => {
    const server = issuing();
    const keeper = deviceLinkKeeper(server.make);
    const a = keeper.linkFor('/book/a');
    server.calls[0]?.answer();
    await a;
    const b = keeper.linkFor('/book/b');
    expect(server.calls).toHaveLength(2);
    server.calls[1]?.fail();
    await expect(b).rejects.toThrow('429');
    void keeper.linkFor('/book/b');
    expect(server.calls).toHaveLength(3);
  });
});
