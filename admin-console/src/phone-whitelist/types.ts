export interface PhoneWhitelistRecord {
  id: string;
  phone: string;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}

export type PhoneValidationStatus = 'VALID' | 'INVALID' | 'VOIP' | 'VALIDATION_ERROR';

export interface PhoneValidationRecord {
  id: string;
  userId: string;
  phone: string;
  e164: string | null;
  country: string | null;
  type: string | null;
  status: PhoneValidationStatus;
  whitelisted: boolean;
  createdAt: string;
}

export const phoneValidationStatusChoices = (['VALID', 'INVALID', 'VOIP', 'VALIDATION_ERROR'] as const).map((id) => ({
  id,
  name: `resources.phone-whitelist.validations.status.${id}`,
}));

/** The fraud constants in the order shown, each with whether it is a count or a time (seconds). */
export const fraudConstantRows = [
  ['maxCodesPerNumber', 'count'],
  ['windowSeconds', 'seconds'],
  ['maxCodesPerIp', 'count'],
  ['ipWindowSeconds', 'seconds'],
  ['maxCodesPerPrefix', 'count'],
  ['prefixDigits', 'count'],
  ['prefixWindowSeconds', 'seconds'],
  ['codeTtlSeconds', 'seconds'],
  ['maxCodeAttempts', 'count'],
] as const;
