import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import { ConsumableCreate } from './ConsumableCreate';
import { ConsumableEdit } from './ConsumableEdit';
import { ConsumableList } from './ConsumableList';

export default { list: ConsumableList, options: { permission: 'console.manage' as const }, create: ConsumableCreate, edit: ConsumableEdit, icon: LocalCafeIcon, recordRepresentation: 'name' };
