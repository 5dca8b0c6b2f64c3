import GavelIcon from '@mui/icons-material/Gavel';
import { ModerationActionCreate } from './ModerationActionCreate';
import { ModerationActionEdit } from './ModerationActionEdit';
import { ModerationActionList } from './ModerationActionList';
import { ModerationActionShow } from './ModerationActionShow';

/** Audit's trail: moderators read it (audit.read); staff create (one or several targets), correct and delete (audit.manage). */
export default {
  list: ModerationActionList,
  show: ModerationActionShow,
  edit: ModerationActionEdit,
  create: ModerationActionCreate,
  options: { permission: 'audit.read' as const },
  icon: GavelIcon,
};
