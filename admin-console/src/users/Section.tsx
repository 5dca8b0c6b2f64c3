import { Alert, Card, CardContent, CardHeader, LinearProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A section of a user's page: its title, its own loading bar and its own error (a refusal shows here only). */
export function Section<T>({
  id,
  query,
  children,
  action,
}: {
  id: string;
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={`user-section-${id}`} variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate(`resources.users.section.${id}`)} titleTypographyProps={{ variant: 'subtitle1' }} action={action} />
      {query.isPending && <LinearProgress data-testid="user-section-loading" />}
      <CardContent sx={{ pt: 0 }}>
        {query.error && (
          <Alert severity="error" data-testid="user-section-error">
            {query.error.message || String(query.error)}
          </Alert>
        )}
        {query.data !== undefined && children(query.data)}
      </CardContent>
    </Card>
  );
}
