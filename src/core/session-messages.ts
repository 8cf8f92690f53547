// Texts about a session as a whole, shared by the server's errors and the screens (docs/product/messages-and-limits.md).
export const SESSION_NOT_FOUND = 'Session not found';
