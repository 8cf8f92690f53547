// What the booking form needs only once something has happened — the player tapped Book, or a live
// update moved them up — in one chunk loaded on demand (decision 0030), preloaded at the first sign
// of a tap on the button.
export { BookingResult, PromotionNotice, toastPromotion } from './components/booking-result.tsx';
export { NAME_RULES, rowProblems } from './name-problems.ts';
export { notificationOffer } from './notification-offer.ts';
