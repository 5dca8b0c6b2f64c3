import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, DateTimeInput, Link, maxLength, SimpleForm, TextInput, Title, useTranslate } from 'react-admin';
import { toInstant } from '../dates';
import type { VoucherRecord } from './types';

/** The new voucher's code, the one time the console shows it. */
function CreatedVoucher({ voucher, onAnother }: { voucher: VoucherRecord; onAnother: () => void }) {
  const [copied, setCopied] = useState(false);
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} data-testid="voucher-created">
      <Title title="resources.vouchers.created.title" />
      <CardContent>
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="voucher-shown-once">
            {translate('resources.vouchers.created.shownOnce')}
          </Alert>
          <Typography variant="h4" component="p" sx={{ fontFamily: 'monospace', userSelect: 'all' }} data-testid="voucher-code">
            {voucher.code}
          </Typography>
          {voucher.note && <Typography color="text.secondary">{voucher.note}</Typography>}
          <Box>
            <Button
              startIcon={<ContentCopyIcon />}
              onClick={() => void navigator.clipboard.writeText(voucher.code).then(() => setCopied(true), () => setCopied(false))}
            >
              {translate(copied ? 'resources.vouchers.created.copied' : 'resources.vouchers.created.copy')}
            </Button>
            <Button onClick={onAnother}>{translate('resources.vouchers.created.another')}</Button>
            <Button component={Link} to="/vouchers">
              {translate('resources.vouchers.created.back')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A new voucher: an optional note (what it is for) and expiry; the server makes the code. */
export function VoucherCreate() {
  const [created, setCreated] = useState<VoucherRecord | null>(null);
  if (created) return <CreatedVoucher voucher={created} onAnother={() => setCreated(null)} />;
  return (
    <Create<VoucherRecord> redirect={false} mutationOptions={{ onSuccess: (voucher) => setCreated(voucher) }}>
      <SimpleForm>
        <TextInput source="note" multiline fullWidth validate={maxLength(500)} helperText="resources.vouchers.helper.note" />
        <DateTimeInput source="expiresAt" parse={toInstant} helperText="resources.vouchers.helper.expiresAt" />
      </SimpleForm>
    </Create>
  );
}
