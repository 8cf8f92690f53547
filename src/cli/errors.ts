/** Bad input on the command line: printed as a message, exit code 2. */
export class UsageError extends Error {}
