import HeadphonesIcon from '@mui/icons-material/Headphones';
import { DjList } from './DjList';
import { DjShow } from './DjShow';

/** Read only: DJs are what the rooms' plays say. */
export default { list: DjList, options: { permission: 'console.manage' as const }, show: DjShow, icon: HeadphonesIcon };
