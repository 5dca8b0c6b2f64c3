import KeyIcon from '@mui/icons-material/Key';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/** The platform-wide guest password (POST/DELETE /rooms/admin/guest-password): whether one is set, set it, clear it. */
export function GuestPasswordButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState<'set' | 'clear' | null>(null);
  const [sending, setSending] = useState(false);
  const [required, setRequired] = useState<{ data?: boolean; error?: unknown }>({});
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!open) return;
    let current = true;
    dataProvider.guestPasswordRequired().then(
      (data) => current && setRequired({ data }),
      (error: unknown) => current && setRequired({ error }),
    );
    return () => {
      current = false;
    };
  }, [open, asked, dataProvider]);
  const t = (key: string) => translate(`resources.rooms.guestPassword.${key}`);

  async function confirm() {
    const action = confirming;
    setSending(true);
    try {
      if (action === 'set') await dataProvider.setGuestPassword(password);
      else await dataProvider.clearGuestPassword();
      notify(`resources.rooms.guestPassword.${action === 'set' ? 'saved' : 'cleared'}`, { type: 'success' });
      setPassword('');
      setAsked((n) => n + 1);
      // Closed, so the notification is seen (an open dialog hides the rest of the page from assistive technology).
      setOpen(false);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(false);
      setConfirming(null);
    }
  }

  return (
    <>
      <Button label="resources.rooms.guestPassword.button" onClick={() => {
          setRequired({});
          setOpen(true);
        }}
        data-testid="guest-password-open"
      >
        <KeyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" data-testid="guest-password-dialog">
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{t('explain')}</Typography>
            {required.error ? (
              <Alert severity="error">{required.error instanceof Error ? required.error.message : String(required.error)}</Alert>
            ) : required.data !== undefined ? (
              <Alert severity={required.data ? 'warning' : 'info'} data-testid="guest-password-state">
                {t(required.data ? 'isSet' : 'isNotSet')}
              </Alert>
            ) : null}
            <TextField
              type="password"
              label={t('field')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              inputProps={{ 'data-testid': 'guest-password-input', maxLength: 1000 }}
              autoComplete="new-password"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="resources.rooms.guestPassword.clear" disabled={!required.data || sending} onClick={() => setConfirming('clear')} />
          <Button label="resources.rooms.guestPassword.set" disabled={!password || sending} onClick={() => setConfirming('set')} />
          <Button label="resources.rooms.guestPassword.close" onClick={() => setOpen(false)} />
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming !== null}
        loading={sending}
        title={`resources.rooms.guestPassword.${confirming === 'clear' ? 'clearTitle' : 'setTitle'}`}
        content={`resources.rooms.guestPassword.${confirming === 'clear' ? 'clearContent' : 'setContent'}`}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
