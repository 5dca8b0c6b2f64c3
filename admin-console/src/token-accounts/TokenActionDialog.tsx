import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import type { TokenAccountRecord } from './types';

export type TokenAction = 'credit' | 'adjust';

const titles: Record<TokenAction, string> = { credit: 'Credit tokens', adjust: 'Adjust the balance' };

/**
 * Credit (1 to 1,000,000 tokens) or adjust (−1,000,000 to 1,000,000, not 0) with a reason, then a second step that
 * says what will happen. The idempotency key is made when the dialog opens: sending the same confirmation twice
 * moves tokens once.
 */
export function TokenActionDialog({ action, open, onClose }: { action: TokenAction; open: boolean; onClose: () => void }) {
  const account = useRecordContext<TokenAccountRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const value = Number(amount);
  const amountProblem =
    !/^-?\d+$/.test(amount.trim())
      ? 'A whole number of tokens'
      : action === 'credit'
        ? value < 1 || value > 1_000_000
          ? '1 to 1,000,000 tokens'
          : null
        : value === 0 || Math.abs(value) > 1_000_000
          ? '−1,000,000 to 1,000,000 tokens, not 0'
          : null;
  const reasonProblem = !reason.trim() ? 'A reason is required' : reason.length > 500 ? 'At most 500 characters' : null;

  function close() {
    setAmount('');
    setReason('');
    setConfirming(false);
    setError(null);
    setIdempotencyKey(crypto.randomUUID());
    onClose();
  }

  async function confirm() {
    if (!account) return;
    setSending(true);
    setError(null);
    try {
      const input = { accountId: account.id, amount: value, reason: reason.trim(), idempotencyKey };
      if (action === 'credit') await dataProvider.creditTokenAccount(input);
      else await dataProvider.adjustTokenAccount(input);
      notify(action === 'credit' ? `Credited ${value} tokens` : `Balance adjusted by ${value} tokens`, { type: 'success' });
      refresh();
      close();
    } catch (caught) {
      // The dialog stays open with the server's words (402: it would overdraw; 409: the account is disabled).
      setError(caught instanceof Error ? caught.message : String(caught));
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  const verb = action === 'credit' ? `Credit ${value} tokens to this account` : value > 0 ? `Add ${value} tokens to this account` : `Take ${-value} tokens from this account`;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid={`token-${action}-dialog`}>
      <DialogTitle>{titles[action]}</DialogTitle>
      <DialogContent>
        {confirming ? (
          <Stack spacing={1} data-testid="token-action-summary">
            <Typography>{verb}?</Typography>
            <Typography color="text.secondary">Reason: {reason.trim()}</Typography>
            <Typography color="text.secondary">Current balance: {account?.balance ?? '—'}</Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Amount"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={amount !== '' && amountProblem !== null}
              helperText={action === 'adjust' ? 'Negative takes tokens away (never below 0)' : 'Whole tokens'}
              inputProps={{ inputMode: 'numeric', 'data-testid': 'token-action-amount' }}
            />
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              inputProps={{ maxLength: 500, 'data-testid': 'token-action-reason' }}
            />
          </Stack>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="token-action-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {confirming ? (
          <Button variant="contained" onClick={() => void confirm()} disabled={sending} data-testid="token-action-confirm">
            Confirm
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={amountProblem !== null || reasonProblem !== null} data-testid="token-action-review">
            Review
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
