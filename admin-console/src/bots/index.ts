import SmartToyIcon from '@mui/icons-material/SmartToy';
import { BotCreate } from './BotCreate';
import { BotList } from './BotList';

/** No show or edit: a bot's record does not change but for its secret (rotate, revoke: the list's actions). */
export default { list: BotList, options: { permission: 'bots.manage' as const }, create: BotCreate, icon: SmartToyIcon, recordRepresentation: 'displayName' };
