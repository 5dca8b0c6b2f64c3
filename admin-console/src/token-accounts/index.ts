import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { TokenAccountList } from './TokenAccountList';
import { TokenAccountShow } from './TokenAccountShow';

/** No create or edit: a holder opens their own account, and balances move only through the ledger's actions. */
export default { list: TokenAccountList, options: { permission: 'tokens.manage' as const }, show: TokenAccountShow, icon: AccountBalanceWalletIcon };
