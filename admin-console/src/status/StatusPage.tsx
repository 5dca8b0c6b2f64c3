import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import type { ServiceStatusResult } from './types';

/** 93784 s → "1d 2h 3m 4s": how long the service has run. */
export function uptime(seconds: number): string {
  const parts = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3_600), 'h'],
    [Math.floor((seconds % 3_600) / 60), 'm'],
    [seconds % 60, 's'],
  ] as const;
  const first = parts.findIndex(([value]) => value > 0);
  return first === -1 ? '0s' : parts.slice(first).map(([value, unit]) => `${value}${unit}`).join(' ');
}

function ServiceCard({ result }: { result: ServiceStatusResult }) {
  const { status, error } = result;
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card data-testid="service-status" data-service={result.name} variant="outlined">
      <CardHeader
        title={status?.service ?? result.name}
        action={
          <Chip
            size="small"
            label={status ? status.status : translate('resources.status.error')}
            color={status?.status === 'ok' ? 'success' : status ? 'warning' : 'error'}
            data-testid="service-status-health"
          />
        }
      />
      <CardContent>
        {error !== null ? (
          <Alert severity="error" data-testid="service-status-error">
            {error}
          </Alert>
        ) : (
          status && (
            <Stack spacing={0.5}>
              <Typography data-testid="service-status-version">{translate('resources.status.version', { version: status.version })}</Typography>
              <Typography data-testid="service-status-database">
                {translate(status.database ? 'resources.status.databaseAnswering' : 'resources.status.databaseNotAnswering')}
              </Typography>
              <Typography data-testid="service-status-uptime">{translate('resources.status.up', { uptime: uptime(status.uptimeSeconds) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.status.asOf', { time: new Date(status.time).toLocaleString(locale) })}
              </Typography>
            </Stack>
          )
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Every service's status query at once, each on its own: a service that fails (down, or refusing this role) shows
 * its error while the others show their status.
 */
export function StatusPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const [results, setResults] = useState<ServiceStatusResult[] | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(() => {
    let cancelled = false;
    setLoading(true);
    void dataProvider.serviceStatuses().then((answers) => {
      if (cancelled) return;
      setResults(answers);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);
  useEffect(load, [load]);

  return (
    <Box sx={{ mt: 2 }} data-testid="status-page">
      <Title title="resources.status.title" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h5">{translate('resources.status.title')}</Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => load()} disabled={loading} data-testid="status-refresh">
          {translate('resources.status.refresh')}
        </Button>
        {loading && <CircularProgress size={20} data-testid="status-loading" />}
      </Stack>
      <Grid container spacing={2}>
        {results?.map((result) => (
          <Grid key={result.name} size={{ xs: 12, sm: 6, lg: 3 }}>
            <ServiceCard result={result} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
