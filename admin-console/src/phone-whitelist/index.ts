import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { PhoneWhitelistCreate } from './PhoneWhitelistCreate';
import { PhoneWhitelistList } from './PhoneWhitelistList';

/** Admins (console.manage): numbers that bypass phone validation and the SMS fraud limits. No show or edit: an entry does not change. */
export default { list: PhoneWhitelistList, create: PhoneWhitelistCreate, options: { permission: 'console.manage' as const }, icon: PhonelinkLockIcon, recordRepresentation: 'phone' };
