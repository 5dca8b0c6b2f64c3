import { DomainError, type ErrorReason } from '@backspin/contracts/catalogue';
import { isUuid, textInputProblem } from '@backspin/contracts/validation';

/**
 * The one rule for a service's free-text field (a name, a title, a description): trimmed, at most `max` characters as
 * people count them (code points), no NUL; anything else is refused with the field's own catalogue error, before any
 * database work. The gateway's input bounds already refuse NUL and over-long raw arguments; this is the domain's
 * rule, so a service called directly (a job, a test, a peer) holds it too.
 */
export function requiredText(raw: unknown, max: number, reason: ErrorReason): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text || textInputProblem(text, max)) throw new DomainError(reason);
  return text;
}

/** An optional free-text field: absent (null, undefined) or blank is null; otherwise `requiredText`'s rule. */
export function optionalText(raw: unknown, max: number, reason: ErrorReason): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') throw new DomainError(reason);
  const text = raw.trim();
  if (!text) return null;
  if (textInputProblem(text, max)) throw new DomainError(reason);
  return text;
}

/** An id field: a UUID (surrounding spaces allowed), lower-cased; anything else is refused with `reason`. */
export function requiredUuid(raw: unknown, reason: ErrorReason): string {
  if (typeof raw !== 'string' || !isUuid(raw.trim())) throw new DomainError(reason);
  return raw.trim().toLowerCase();
}

/** An optional id field: absent (null, undefined, '') is null; otherwise `requiredUuid`'s rule. */
export function optionalUuid(raw: unknown, reason: ErrorReason): string | null {
  return raw === null || raw === undefined || raw === '' ? null : requiredUuid(raw, reason);
}

/** A list of ids, each by `requiredUuid`'s rule, lower-cased, repeats dropped (first seen first). */
export function distinctUuids(list: readonly unknown[], reason: ErrorReason): string[] {
  return [...new Set(list.map((raw) => requiredUuid(raw, reason)))];
}
