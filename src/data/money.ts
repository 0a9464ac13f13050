import {formatCount} from './statistics';

/**
 * US dollar amounts as pages write them: 14.95 → "$14.95", 1190 → "$1,190.00".
 * Grouped by hand rather than with Intl, whose first use on a page costs tens
 * of milliseconds of main thread on a phone.
 */
export function formatMoney(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `$${formatCount(Number(whole))}.${cents}`;
}
