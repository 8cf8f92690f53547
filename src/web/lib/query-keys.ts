// Every cached read of the web app, in one tree. A change refreshes by prefix: `admin.all` is every
// admin read (dropped at sign-out), `admin.sessions` every admin view of sessions (lists and single
// sessions), so one invalidation reaches every screen that shows a session.
export const queryKeys = {
  me: ['me'] as const,
  upcomingSessions: ['upcoming-sessions'] as const,
  sessionByLink: (link: string) => ['session-by-link', link] as const,
  preferences: ['user-session', 'preferences'] as const,
  admin: {
    all: ['admin'] as const,
    sessions: ['admin', 'sessions'] as const,
    upcoming: ['admin', 'sessions', 'upcoming'] as const,
    past: ['admin', 'sessions', 'past'] as const,
    startedOn: (date: string) => ['admin', 'sessions', 'started-on', date] as const,
    session: (sessionId: string) => ['admin', 'sessions', 'detail', sessionId] as const,
    defaults: ['admin', 'session-defaults'] as const,
    unpaidBookings: ['admin', 'unpaid-bookings'] as const,
  },
};
