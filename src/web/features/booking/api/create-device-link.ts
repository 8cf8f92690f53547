import { visitorJson } from '../../../lib/visitor-id.ts';

export type DeviceLink = { url: string; expiresAt: string; qrSvg: string };

/** POST /user-session/transfer: a one-time link (and its QR code) for this visitor's other phone. */
export const createDeviceLink = (from: string) =>
  visitorJson<DeviceLink>('/user-session/transfer', { method: 'POST', body: { from } });
