// Every cached read of the web app, in one tree. A change refreshes by prefix: `admin.all` is every
// admin read (dropped at sign-out), `admin.sessions` every admin view of sessions (lists and single
// sessions), so one invalidation reaches every screen that shows a session.
const ADMIN = ['admin'] as const;
const ADMIN_SESSIONS = [...ADMIN, 'sessions'] as const;

export const queryKeys = {
  me: ['me'] as const,
  upcomingSessions: ['upcoming-sessions'] as const,
  /** Under the list's key: a booking or a cancel that marks the list stale marks these too. */
  ownPlaces: ['upcoming-sessions', 'own-places'] as const,
  sessionByLink: (link: string) => ['session-by-link', link] as const,
  preferences: ['user-session', 'preferences'] as const,
  admin: {
    all: ADMIN,
    sessions: ADMIN_SESSIONS,
    upcoming: [...ADMIN_SESSIONS, 'upcoming'] as const,
    past: [...ADMIN_SESSIONS, 'past'] as const,
    startedOn: (date: string) => [...ADMIN_SESSIONS, 'started-on', date] as const,
    session: (sessionId: string) => [...ADMIN_SESSIONS, 'detail', sessionId] as const,
    defaults: [...ADMIN, 'session-defaults'] as const,
    unpaidBookings: [...ADMIN, 'unpaid-bookings'] as const,
    admins: [...ADMIN, 'admins'] as const,
    players: [...ADMIN, 'players'] as const,
    player: (key: string) => [...ADMIN, 'players', 'detail', key] as const,
  },
};
