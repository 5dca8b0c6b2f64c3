import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { StatusPage } from './StatusPage';

/**
 * Registered as a resource whose list is the status page: its menu entry and route come with it, and it reads no
 * records (the page asks each service's status query itself).
 */
export default { list: StatusPage, icon: MonitorHeartIcon };
