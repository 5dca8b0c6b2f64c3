import PersonOffIcon from '@mui/icons-material/PersonOff';
import { DeactivationRequestList } from './DeactivationRequestList';

/** The pending requests only: a request is cancelled here, or the account deactivated from the user's page. */
export default { list: DeactivationRequestList, options: { permission: 'users.moderate' as const }, icon: PersonOffIcon };
