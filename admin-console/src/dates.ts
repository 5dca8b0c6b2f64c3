/**
 * DateTimeInput keeps what the browser's datetime-local input says (`2300-03-01T00:00`, the user's local time);
 * the API takes an instant (DateTimeISO). Empty stays empty.
 */
export const toInstant = (value: string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
