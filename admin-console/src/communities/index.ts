import GroupsIcon from '@mui/icons-material/Groups';
import { CommunityCreate } from './CommunityCreate';
import { CommunityEdit } from './CommunityEdit';
import { CommunityList } from './CommunityList';

export default { list: CommunityList, options: { permission: 'console.manage' as const }, create: CommunityCreate, edit: CommunityEdit, icon: GroupsIcon, recordRepresentation: 'name' };
