import { formatMoney, toCents } from '#core/money.ts';
import { config } from '../../../lib/config.ts';

/** An amount from the API ('12.5') as the club shows it ('$12.50'). */
export const money = (amount: number) => formatMoney(toCents(amount), config.currency);
