import { dictionary } from '@zxcvbn-ts/language-common';
import { argon2idHash, DomainError } from '@backspin/platform';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/**
 * The common-password blocklist NIST SP 800-63B (§3.1.1.2) asks new passwords to be checked against: zxcvbn-ts's
 * list of the passwords found most often in breaches (about 49,000), compared without regard to case.
 */
const commonPasswords = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The rule every new password meets (sign-up, change, reset, set, set by an admin): 8 to 128 characters (400
 * WEAK_PASSWORD) and not a common password (400 COMMON_PASSWORD). Answers its argon2id hash (platform's one parameter set).
 */
export async function hashNewPassword(password: string): Promise<string> {
  if (password.length < passwordMinLength || password.length > passwordMaxLength) throw new DomainError('WEAK_PASSWORD');
  if (isCommonPassword(password)) throw new DomainError('COMMON_PASSWORD');
  return argon2idHash(password);
}
