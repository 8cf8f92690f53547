// VAPID keys (docs/product/notifications.md): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once and kept
// in the database, so every process on one PostgreSQL signs with the same pair.
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { sharedSecret } from '../store/app-secrets.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export async function vapidKeys(config: Config, db: Db): Promise<VapidKeys> {
  const subject =
    config.vapid.subject ??
    (config.publicUrl.startsWith('https://') ? config.publicUrl : 'mailto:admin@localhost');
  const { publicKey, privateKey } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const pair = JSON.parse(await sharedSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys())));
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
}
