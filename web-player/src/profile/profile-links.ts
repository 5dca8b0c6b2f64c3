/** Only http(s) addresses become links on a profile (never javascript: or data: URLs from a profile field). */
export function isSafeWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
