// Attendance and late-cancel fees (docs/product/api.md Admin): PUT a booking's attendance, POST mark
// all present, PUT a canceled booking's fee. Each answers the session as an admin sees it.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ATTENDANCE_ERROR, ATTENDANCE_MARKS } from '#core/attendance.ts';
import { FEE_MARKS } from '#core/late-fees.ts';
import type { Auth } from '../auth/auth.ts';
import { adminGuard } from '../auth/guards.ts';
import { parseOr400 } from '../errors.ts';
import { markAllPresent, markAttendance } from '../services/attendance.ts';
import { setCancelFee } from '../services/cancel-fees.ts';
import type { RouteDeps } from './deps.ts';

const sessionParams = z.object({ id: z.string().min(1).max(100) });
const bookingParams = sessionParams.extend({ bookingId: z.string().min(1).max(100) });
const attendanceBody = z.object({
  attendance: z.enum(ATTENDANCE_MARKS, { error: ATTENDANCE_ERROR }).nullable(),
});
const allPresentBody = z.object({
  attendance: z.literal('present', { error: 'attendance must be "present"' }),
});
const feeBody = z.object({ fee: z.enum(FEE_MARKS, { error: 'fee must be "paid", "waived" or "owed"' }) });

export const attendanceAndFeeRoutes =
  (deps: RouteDeps & { auth: Auth }): FastifyPluginAsync =>
  async (app) => {
    const { config } = deps;
    app.addHook('preHandler', adminGuard(deps.auth, config));

    app.put('/sessions/:id/bookings/:bookingId/attendance', async (req) => {
      const { id, bookingId } = parseOr400(bookingParams, req.params);
      return markAttendance(deps, id, bookingId, parseOr400(attendanceBody, req.body).attendance);
    });
    app.post('/sessions/:id/attendance', async (req) => {
      const { id } = parseOr400(sessionParams, req.params);
      parseOr400(allPresentBody, req.body);
      return markAllPresent(deps, id);
    });
    app.put('/sessions/:id/canceled-bookings/:bookingId/fee', async (req) => {
      const { id, bookingId } = parseOr400(bookingParams, req.params);
      return setCancelFee(deps, id, bookingId, parseOr400(feeBody, req.body).fee);
    });
  };
