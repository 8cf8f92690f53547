// Admin password lengths (decision 0052): better-auth refuses outside them, the sign-up form says them.
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
