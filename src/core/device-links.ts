// 'Use on another phone' (DESIGN.md §9, decision 0086): how long a one-time link works. The server
// sets its expiry from it; the booking page shows a link again while enough of it is left (decision 0180).
export const DEVICE_LINK_MINUTES = 30;
