// Query keys of this screen. Everything admin sits under ['admin'] (sign-out clears it; see
// admin-dashboard/api/keys.ts), and the session sits under ['admin', 'sessions'] so the dashboard's
// refresh of its session lists reaches it too.
export const adminRootKey = ['admin'] as const;

export const adminBookingKeys = {
  session: (sessionId: string) => ['admin', 'sessions', 'detail', sessionId] as const,
};
