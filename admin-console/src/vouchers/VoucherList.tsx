import BlockIcon from '@mui/icons-material/Block';
import { Chip } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  List,
  ReferenceField,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { maskedCode, voucherStatusChoices, type VoucherRecord } from './types';

const filters = [<SelectInput key="status" source="status" choices={voucherStatusChoices} alwaysOn />];

function MaskedCode(_props: { label: string }) {
  const voucher = useRecordContext<VoucherRecord>();
  const translate = useTranslate();
  if (!voucher) return null;
  return (
    <span style={{ fontFamily: 'monospace' }} title={translate('resources.vouchers.codeShownOnce')}>
      {maskedCode(voucher.code)}
    </span>
  );
}

function StatusChip(_props: { label: string }) {
  const voucher = useRecordContext<VoucherRecord>();
  const translate = useTranslate();
  if (!voucher) return null;
  const color = voucher.status === 'PENDING' ? 'primary' : voucher.status === 'REDEEMED' ? 'success' : 'default';
  return <Chip label={translate(`resources.vouchers.status.${voucher.status}`)} color={color} size="small" data-testid="voucher-status" />;
}

/** Revoking (DELETE /vouchers/{id}) only applies to a pending voucher; the record stays, as REVOKED. */
function RevokeButton() {
  const voucher = useRecordContext<VoucherRecord>();
  if (voucher?.status !== 'PENDING') return null;
  return (
    <DeleteWithConfirmButton
      label="resources.vouchers.revoke.label"
      icon={<BlockIcon />}
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="resources.vouchers.revoke.title"
      confirmContent="resources.vouchers.revoke.content"
    />
  );
}

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** Vouchers, newest first, by status. */
export function VoucherList() {
  const translate = useTranslate();
  return (
    <List filters={filters} filterDefaultValues={{ status: 'PENDING' }} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <MaskedCode label="resources.vouchers.fields.code" />
        <TextField source="note" emptyText="—" />
        <StatusChip label="resources.vouchers.fields.status" />
        <DateField source="expiresAt" showTime emptyText={translate('resources.vouchers.never')} />
        <DateField source="createdAt" showTime />
        <ReferenceField source="redeemedBy" reference="users" emptyText="—" link="show" />
        <DateField source="revokedAt" showTime emptyText="—" />
        <RevokeButton />
      </Datagrid>
    </List>
  );
}
