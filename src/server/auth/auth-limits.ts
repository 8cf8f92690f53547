// Limits on /api/auth (decision 0023), judged on the path the router matched (decisions 0022, 0050):
// - sign-in, sign-up and reset attempts per client IP (RATE_LIMIT_IP_PER_MIN);
// - failed password sign-ins per address, so guessing one account's password is slow from any
//   number of IPs; requests that are not guesses (reset requests, right passwords) do not count. The
//   price, as with any per-account limit: ten wrong guesses a minute keep that address's password
//   sign-in closed for the minute (Google sign-in stays open);
// - every route that sends mail, per IP and per address, so nobody can make the club's SMTP mail a
//   stranger again and again.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { enforceLimits, type LimitCheck, rateLimitsFor } from '../plugins/rate-limit.ts';
import type { RateLimitLeases } from '../plugins/rate-limit-leases.ts';
import { releaseRateLimit } from '../store/rate-limits.ts';
import type { VisitorDeps } from './visitor.ts';

const ATTEMPT_PATHS = /^\/api\/auth\/(sign-in|sign-up|request-password-reset|reset-password)(\/|$)/i;
const PASSWORD_SIGN_IN = /^\/api\/auth\/sign-in\/email$/i;
const MAIL_PATHS =
  /^\/api\/auth\/(sign-up\/email|send-verification-email|request-password-reset|change-email)$/i;

export const FAILED_SIGN_INS_PER_ADDRESS_PER_MIN = 10;
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
/** better-auth's answer to a wrong email or password. */
const WRONG_CREDENTIALS = 401;

function addressOf(body: unknown): string | null {
  const fields = body as { email?: unknown; newEmail?: unknown } | undefined;
  const email = fields?.newEmail ?? fields?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : null;
}

const failedSignInKey = (address: string) => `sign-in:failed:${address}`;

export function authLimits(deps: VisitorDeps & { rateLimits: RateLimitLeases }) {
  const { db, config, rateLimits } = deps;
  const perIp = rateLimitsFor(deps, 'sign-in');
  return {
    /** Before better-auth sees a POST; `path` is the canonical path without its query. */
    async before(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, path: string) {
      if (ATTEMPT_PATHS.test(path)) await perIp.call(app, request, reply);
      const address = addressOf(request.body);
      if (MAIL_PATHS.test(path)) {
        const checks: LimitCheck[] = [
          [`auth-mail:ip:${request.ip}`, config.rateLimit.mailIpPerHour, HOUR_MS],
        ];
        if (address) checks.push([`auth-mail:address:${address}`, MAILS_PER_ADDRESS_PER_HOUR, HOUR_MS]);
        await enforceLimits(rateLimits, reply, checks);
      }
      // Reserved up front, so a burst of parallel guesses cannot all pass; given back in `after`
      // when the attempt turns out not to be a wrong password.
      if (address && PASSWORD_SIGN_IN.test(path)) {
        await enforceLimits(rateLimits, reply, [
          [failedSignInKey(address), FAILED_SIGN_INS_PER_ADDRESS_PER_MIN],
        ]);
      }
    },
    /** After better-auth answered a POST that `before` let through. */
    async after(request: FastifyRequest, path: string, status: number) {
      const address = addressOf(request.body);
      if (address && PASSWORD_SIGN_IN.test(path) && status !== WRONG_CREDENTIALS) {
        await releaseRateLimit(db, failedSignInKey(address));
      }
    },
  };
}
