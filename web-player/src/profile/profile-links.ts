import { httpUrlOf } from '@backspin/contracts/validation';

/** Only http(s) addresses become links on a profile (never javascript: or data: URLs from a profile field). */
export function isSafeWebUrl(url: string): boolean {
  return httpUrlOf(url, Number.POSITIVE_INFINITY) !== null;
}
