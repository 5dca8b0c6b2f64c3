import { Alert, Box, Card, CardContent, CardHeader, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { Link, Title, useGetIdentity, useGetOne, useLocale, useTranslate } from 'react-admin';

interface UserRecord {
  id: string;
  displayName: string;
  email: string | null;
  roles: string[];
  createdAt: string;
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} alignItems={{ sm: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Box data-testid={testId}>{children}</Box>
    </Stack>
  );
}

/** Who is signed in: identity from the auth provider, the full record through the data provider. */
export function Dashboard() {
  const { identity, isPending: identityPending, error: identityError } = useGetIdentity();
  const id = identity?.id;
  const { data: user, isPending, error } = useGetOne<UserRecord>('users', { id: String(id ?? '') }, { enabled: id != null });
  const failure = identityError ?? error;
  const translate = useTranslate();
  const locale = useLocale();

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="backspin.dashboard.title" />
      <Card data-testid="dashboard">
        <CardHeader title={translate('backspin.dashboard.signedInAs')} subheader={translate('backspin.dashboard.account')} />
        <CardContent>
          {(identityPending || (id != null && isPending)) && <CircularProgress size={28} data-testid="dashboard-loading" />}
          {failure && (
            <Alert severity="error" data-testid="dashboard-error">
              {failure instanceof Error && failure.message ? failure.message : translate('backspin.dashboard.loadFailed')}
            </Alert>
          )}
          {user && (
            <Stack spacing={1.5}>
              <Row label={translate('backspin.dashboard.displayName')} testId="dashboard-display-name">
                <Typography variant="h6">{user.displayName}</Typography>
              </Row>
              <Row label={translate('backspin.dashboard.email')} testId="dashboard-email">
                <Typography>{user.email ?? '—'}</Typography>
              </Row>
              <Row label={translate('backspin.dashboard.roles')} testId="dashboard-roles">
                <Stack direction="row" spacing={1}>
                  {user.roles.map((role) => (
                    <Chip key={role} label={role} color="secondary" size="small" data-role={role} />
                  ))}
                </Stack>
              </Row>
              <Row label={translate('backspin.dashboard.memberSince')} testId="dashboard-created-at">
                <Typography>{new Date(user.createdAt).toLocaleString(locale)}</Typography>
              </Row>
              <Row label={translate('backspin.dashboard.userId')} testId="dashboard-user-id">
                <Link to={`/users/${encodeURIComponent(user.id)}/show`}>
                  <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                    {user.id}
                  </Typography>
                </Link>
              </Row>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
