import PersonIcon from '@mui/icons-material/Person';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** No create or edit here: accounts are made by sign-up (or adminSignUp); staff act on them from the user's page. */
export default { list: UserList, options: { permission: 'users.read-private' as const }, show: UserShow, icon: PersonIcon, recordRepresentation: 'displayName' };
