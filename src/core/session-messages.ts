// Texts about a session as a whole, shared by the server's errors and the screens (spec §8).
export const SESSION_NOT_FOUND = 'Session not found';
