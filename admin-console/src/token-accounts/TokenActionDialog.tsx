import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import type { TokenAccountRecord } from './types';

export type TokenAction = 'credit' | 'adjust';

const titles: Record<TokenAction, string> = {
  credit: 'resources.token-accounts.action.creditTitle',
  adjust: 'resources.token-accounts.action.adjustTitle',
};

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
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const value = Number(amount);
  const amountProblem =
    !/^-?\d+$/.test(amount.trim())
      ? 'resources.token-accounts.action.wholeNumber'
      : action === 'credit'
        ? value < 1 || value > 1_000_000
          ? 'resources.token-accounts.action.creditRange'
          : null
        : value === 0 || Math.abs(value) > 1_000_000
          ? 'resources.token-accounts.action.adjustRange'
          : null;
  const reasonProblem = !reason.trim()
    ? 'resources.token-accounts.action.reasonRequired'
    : reason.length > 500
      ? 'resources.token-accounts.action.reasonTooLong'
      : null;

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
      notify(action === 'credit' ? 'resources.token-accounts.action.credited' : 'resources.token-accounts.action.adjusted', {
        type: 'success',
        messageArgs: { amount: value },
      });
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

  const verb =
    action === 'credit'
      ? translate('resources.token-accounts.action.creditVerb', { amount: value })
      : value > 0
        ? translate('resources.token-accounts.action.addVerb', { amount: value })
        : translate('resources.token-accounts.action.takeVerb', { amount: -value });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid={`token-${action}-dialog`}>
      <DialogTitle>{translate(titles[action])}</DialogTitle>
      <DialogContent>
        {confirming ? (
          <Stack spacing={1} data-testid="token-action-summary">
            <Typography>{verb}</Typography>
            <Typography color="text.secondary">{translate('resources.token-accounts.action.summaryReason', { reason: reason.trim() })}</Typography>
            <Typography color="text.secondary">{translate('resources.token-accounts.action.summaryBalance', { balance: account?.balance ?? '—' })}</Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={translate('resources.token-accounts.action.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={amount !== '' && amountProblem !== null}
              helperText={translate(action === 'adjust' ? 'resources.token-accounts.action.adjustHelp' : 'resources.token-accounts.action.creditHelp')}
              inputProps={{ inputMode: 'numeric', 'data-testid': 'token-action-amount' }}
            />
            <TextField
              label={translate('resources.token-accounts.action.reason')}
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
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        {confirming ? (
          <Button variant="contained" onClick={() => void confirm()} disabled={sending} data-testid="token-action-confirm">
            {translate('ra.action.confirm')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={amountProblem !== null || reasonProblem !== null} data-testid="token-action-review">
            {translate('resources.token-accounts.action.review')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
