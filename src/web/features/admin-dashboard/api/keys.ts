/** Query keys of the admin's session data; everything admin sits under ['admin'] so sign-out clears it. */
export const adminSessionKeys = {
  all: ['admin', 'sessions'] as const,
  upcoming: () => [...adminSessionKeys.all, 'upcoming'] as const,
  past: () => [...adminSessionKeys.all, 'past'] as const,
  startedOn: (date: string) => [...adminSessionKeys.all, 'started-on', date] as const,
  defaults: () => ['admin', 'session-defaults'] as const,
};
