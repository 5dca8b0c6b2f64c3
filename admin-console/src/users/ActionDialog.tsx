import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

/**
 * How an action takes its reason: `sent` with the call (kick, ban), `comment` kept as a moderation comment (the API
 * takes none), `none` (a moderation comment is its own text).
 */
export type ReasonMode = 'sent' | 'comment' | 'none';

/**
 * A user action's confirmation: what will happen, the action's own inputs (children, controlled by the caller), a
 * required reason, Confirm. The result is notified and the page refreshed; a refusal stays in the dialog in the
 * server's words (and is notified).
 */
export function ActionDialog({
  action,
  open,
  onClose,
  name,
  reasonMode,
  valid = true,
  onConfirm,
  children,
  extra = {},
}: {
  action: string;
  open: boolean;
  onClose: () => void;
  name: string;
  reasonMode: ReasonMode;
  valid?: boolean;
  /** Runs the action with the trimmed reason; answers the success message. */
  onConfirm: (reason: string) => Promise<string>;
  children?: ReactNode;
  extra?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsReason = reasonMode !== 'none';

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function confirm() {
    setSending(true);
    setError(null);
    try {
      const done = await onConfirm(reason.trim());
      notify(done, { type: 'success' });
      refresh();
      close();
    } catch (caught) {
      const message = caught instanceof Error && caught.message ? caught.message : String(caught);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setSending(false);
    }
  }

  const key = `resources.users.action.${action}`;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="user-action-dialog" data-action={action}>
      <DialogTitle>{translate(`${key}.title`, { name, ...extra })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${key}.content`, { name, ...extra })}</DialogContentText>
        <Stack spacing={2} sx={{ mt: 2 }}>
          {children}
          {needsReason && (
            <TextField
              label={translate('resources.users.dialog.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              multiline
              helperText={translate(reasonMode === 'sent' ? 'resources.users.dialog.reasonSent' : 'resources.users.dialog.reasonAsComment')}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'user-action-reason' } }}
            />
          )}
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="user-action-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('resources.users.dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={sending || !valid || (needsReason && !reason.trim())} data-testid="user-action-confirm">
          {translate('resources.users.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
