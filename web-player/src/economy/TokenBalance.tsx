import { Plural, useLingui } from '@lingui/react/macro';
import { useTokenAccount } from './useTokenAccount';
import './economy.css';

/** The header's token balance: whole tokens, or a dash while the user has no token account. */
export function TokenBalance() {
  const { t } = useLingui();
  const { account, loaded } = useTokenAccount();
  if (!loaded) return null;
  if (!account) {
    return (
      <span className="token-balance" data-testid="token-balance" data-state="none" title={t`You have no token account yet`}>
        <span aria-hidden="true">🪙</span> —
      </span>
    );
  }
  const balance = account.balance;
  return (
    <span className="token-balance" data-testid="token-balance" data-state={account.status} data-balance={balance} title={t`Your token balance`}>
      <span aria-hidden="true">🪙</span> <span className="token-balance-amount">
        <Plural value={balance} one="# token" other="# tokens" />
      </span>
    </span>
  );
}
