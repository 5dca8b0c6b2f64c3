import { Alert, Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider, PhoneFraudConstants } from '../dataProvider';
import { fraudConstantRows } from './types';

/** The SMS pumping thresholds (`phoneFraudConstants`): configuration, so read only. */
export function FraudConstants() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const [data, setData] = useState<PhoneFraudConstants | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let cancelled = false;
    dataProvider.phoneFraudConstants().then(
      (constants) => !cancelled && setData(constants),
      (failure: unknown) => !cancelled && setError(failure),
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);
  return (
    <Card sx={{ mt: 3 }} data-testid="fraud-constants">
      <CardContent>
        <Typography variant="h6">{translate('resources.phone-whitelist.fraud.title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.phone-whitelist.fraud.readOnly')}
        </Typography>
        {error !== null && (
          <Alert severity="error" data-testid="fraud-constants-error">
            {error instanceof Error ? error.message : String(error)}
          </Alert>
        )}
        {data && (
          <Table size="small">
            <TableBody>
              {fraudConstantRows.map(([name, kind]) => (
                <TableRow key={name} data-testid={`fraud-${name}`}>
                  <TableCell>{translate(`resources.phone-whitelist.fraud.${name}`)}</TableCell>
                  <TableCell align="right" data-testid="fraud-value">
                    {kind === 'seconds' ? translate('resources.phone-whitelist.fraud.seconds', { value: data[name] }) : data[name]}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
