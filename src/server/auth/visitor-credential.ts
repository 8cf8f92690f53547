// What a visitor's browser holds (decision 0060): `<id>.<mac>`, the id signed with a key derived
// from the app's secret, in the cookie and in localStorage (reconcile's `sessionId`). The bare id is
// what answers show the visitor as `userId` and what the database keeps; alone it proves nothing,
// except for a visitor from before credentials, until their next visit.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { isVisitorIdShape } from '../store/visitors.ts';
import { authSecret } from './secret.ts';

const MAC_LENGTH = 22; // 128 bits, base64url

/** Signs and reads credentials with a key derived from the app's secret once, when the app is built. */
export class VisitorCredentials {
  readonly #key: Buffer;

  constructor(config: Config) {
    this.#key = createHmac('sha256', authSecret(config)).update('courtside visitor credential v1').digest();
  }

  #macOf(id: string): string {
    return createHmac('sha256', this.#key).update(id).digest('base64url').slice(0, MAC_LENGTH);
  }

  sign(id: string): string {
    return `${id}.${this.#macOf(id)}`;
  }

  /** A credential's id when its signature holds; a bare id as `bareId`; anything else null. */
  read(value: unknown): { id: string; bareId: boolean } | null {
    if (typeof value !== 'string') return null;
    if (isVisitorIdShape(value as unknown)) return { id: value, bareId: true };
    const dot = value.indexOf('.');
    const id = value.slice(0, dot);
    if (dot < 0 || !isVisitorIdShape(id)) return null;
    const sent = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.#macOf(id));
    return sent.length === expected.length && timingSafeEqual(sent, expected) ? { id, bareId: false } : null;
  }
}
