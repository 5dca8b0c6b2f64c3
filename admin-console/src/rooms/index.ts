import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { RoomEdit } from './RoomEdit';
import { RoomList } from './RoomList';

/** No create: a room is made by its owner (createRoom); administrators list, change and delete them. */
export default { list: RoomList, options: { permission: 'console.manage' as const }, edit: RoomEdit, icon: MeetingRoomIcon, recordRepresentation: 'name' };
