import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { EventCreate } from './EventCreate';
import { EventEdit } from './EventEdit';
import { EventList } from './EventList';

export default { list: EventList, options: { permission: 'console.manage' as const }, create: EventCreate, edit: EventEdit, icon: EventAvailableIcon, recordRepresentation: 'title' };
