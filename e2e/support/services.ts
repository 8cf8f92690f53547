// The local mail and Google stand-ins of the browser journeys (test-services.ts) and how specs use
// them: ports for the config, mails read back and the next Google identity set through the control
// server.
import { expect } from '@playwright/test';
import { CONTROL_URL } from './env.ts';

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; links: string[] };

export async function receivedMails(): Promise<ReceivedMail[]> {
  const res = await fetch(`${CONTROL_URL}/mails`);
  if (!res.ok) throw new Error(`GET /mails answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits for the newest mail to `email` whose subject contains `subject`. */
export async function latestMailTo(email: string, subject: string): Promise<ReceivedMail> {
  const find = async () =>
    (await receivedMails())
      .filter((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(subject))
      .at(-1);
  await expect
    .poll(async () => Boolean(await find()), { message: `a "${subject}" mail to ${email}` })
    .toBe(true);
  return (await find()) as ReceivedMail;
}

/** Who the local Google signs in as next. */
export async function setGoogleIdentity(identity: { email: string; name: string }): Promise<void> {
  const res = await fetch(`${CONTROL_URL}/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });
  if (!res.ok) throw new Error(`POST /identity answered ${res.status}`);
}
