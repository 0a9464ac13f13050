import {formatCount} from './statistics';

/**
 * US dollar amounts as pages write them: 14.95 → "$14.95", 1190 → "$1,190.00".
 * Grouped by hand rather than with Intl, whose first use on a page costs tens
 * of milliseconds of main thread on a phone.
 * Half a cent rounds up as the amount is written: 1.005 is 1.00499… in binary,
 * which `toFixed(2)` writes as "1.00", so the cents are counted from the amount's
 * 15 significant digits, all that a double holds exactly. Past 10 trillion dollars
 * those digits no longer reach the cents, and a negative or missing amount is no
 * price: either throws, so a bad amount fails the build instead of reading "$NaN".
 */
export function formatMoney(amount: number): string {
  if (!(amount >= 0 && amount < 1e13)) throw new Error(`Not an amount in dollars: ${amount}`);
  const cents = Math.round(Number((amount * 100).toPrecision(15)));
  return `$${formatCount(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}
