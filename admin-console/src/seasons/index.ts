import EventIcon from '@mui/icons-material/Event';
import { SeasonCreate } from './SeasonCreate';
import { SeasonEdit } from './SeasonEdit';
import { SeasonList } from './SeasonList';

export default { list: SeasonList, options: { permission: 'console.manage' as const }, create: SeasonCreate, edit: SeasonEdit, icon: EventIcon, recordRepresentation: 'seasonName' };
