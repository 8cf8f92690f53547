// Whose password survives an email confirmation (decision 0059). A sign-up stores a password for an
// address nobody has proved yet; the confirmation link proves the mailbox, not who chose the password.
// So the browser that made the sign-up gets a signed cookie naming the account it created, and the
// password is kept only when the link is opened in that browser. Opened anywhere else (another
// device, or a stranger pre-claimed the address), the password is voided and the person who holds
// the mailbox chooses one.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGN_UP_COOKIE = 'cs_sign_up';
/** As long as a confirmation link lives, and a little more. */
export const SIGN_UP_COOKIE_SECONDS = 24 * 60 * 60;

export function signUpProof(secret: string, userId: string): string {
  const mac = createHmac('sha256', secret).update(`sign-up:${userId}`).digest('base64url');
  return `${userId}.${mac}`;
}

/** Whether the request's cookies say this browser made the sign-up that created `userId`. */
export function madeTheSignUp(
  cookieHeader: string | null | undefined,
  secret: string,
  userId: string,
): boolean {
  const expected = Buffer.from(signUpProof(secret, userId));
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SIGN_UP_COOKIE) continue;
    const sent = Buffer.from(decodeURIComponent(part.slice(eq + 1).trim()));
    if (sent.length === expected.length && timingSafeEqual(sent, expected)) return true;
  }
  return false;
}
