import FaceIcon from '@mui/icons-material/Face';
import { AvatarCreate } from './AvatarCreate';
import { AvatarEdit } from './AvatarEdit';
import { AvatarList } from './AvatarList';
import { AvatarShow } from './AvatarShow';

/** Admins (console.manage): the avatar catalogue, addressed by slug; assignments; a season's award backfill. */
export default { list: AvatarList, show: AvatarShow, edit: AvatarEdit, create: AvatarCreate, options: { permission: 'console.manage' as const }, icon: FaceIcon, recordRepresentation: 'name' };
