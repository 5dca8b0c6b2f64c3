import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { VoucherCreate } from './VoucherCreate';
import { VoucherList } from './VoucherList';

/** No show or edit: the API has no single-voucher query and vouchers do not change (besides revoking). */
export default { list: VoucherList, options: { permission: 'console.manage' as const }, create: VoucherCreate, icon: ConfirmationNumberIcon };
