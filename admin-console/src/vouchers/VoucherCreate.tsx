import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, DateTimeInput, Link, maxLength, SimpleForm, TextInput, Title } from 'react-admin';
import { toInstant } from '../dates';
import type { VoucherRecord } from './types';

/** The new voucher's code, the one time the console shows it. */
function CreatedVoucher({ voucher, onAnother }: { voucher: VoucherRecord; onAnother: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Card sx={{ mt: 2 }} data-testid="voucher-created">
      <Title title="Voucher created" />
      <CardContent>
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="voucher-shown-once">
            Copy this code now: it is shown only once. The voucher list never shows it again.
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
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button onClick={onAnother}>Create another</Button>
            <Button component={Link} to="/vouchers">
              Back to the list
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
        <TextInput source="note" multiline fullWidth validate={maxLength(500)} helperText="What the voucher is for (who gets it)" />
        <DateTimeInput source="expiresAt" label="Expires" parse={toInstant} helperText="Leave empty: never expires" />
      </SimpleForm>
    </Create>
  );
}
