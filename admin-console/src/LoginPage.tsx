import LockIcon from '@mui/icons-material/Lock';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { GENERIC_LOGIN_ERROR } from './authProvider';

/** Sign-in with e-mail and password; refusals (wrong password, not staff) are shown in the form. */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email: email.trim(), password });
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : GENERIC_LOGIN_ERROR);
      setBusy(false);
    }
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1f1147 0%, #4a1538 100%)',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} data-testid="login-page">
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate>
            <Stack alignItems="center" spacing={1}>
              <Avatar sx={{ bgcolor: 'secondary.main' }}>
                <LockIcon />
              </Avatar>
              <Typography variant="h5" component="h1">
                {translate('backspin.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('backspin.login.subtitle')}
              </Typography>
            </Stack>
            <TextField
              label={translate('backspin.login.email')}
              type="email"
              autoComplete="email"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
            />
            <TextField
              label={translate('backspin.login.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
            />
            {error && (
              <Alert severity="error" data-testid="login-error">
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
              {busy ? <CircularProgress size={24} color="inherit" /> : translate('backspin.login.submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
