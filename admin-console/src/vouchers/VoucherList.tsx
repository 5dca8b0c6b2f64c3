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
} from 'react-admin';
import { maskedCode, voucherStatusChoices, type VoucherRecord } from './types';

const filters = [<SelectInput key="status" source="status" label="Status" choices={voucherStatusChoices} alwaysOn />];

function MaskedCode(_props: { label: string }) {
  const voucher = useRecordContext<VoucherRecord>();
  if (!voucher) return null;
  return (
    <span style={{ fontFamily: 'monospace' }} title="The code is shown once, when the voucher is created">
      {maskedCode(voucher.code)}
    </span>
  );
}

function StatusChip(_props: { label: string }) {
  const voucher = useRecordContext<VoucherRecord>();
  if (!voucher) return null;
  const color = voucher.status === 'PENDING' ? 'primary' : voucher.status === 'REDEEMED' ? 'success' : 'default';
  return <Chip label={voucher.status} color={color} size="small" data-testid="voucher-status" />;
}

/** Revoking (DELETE /vouchers/{id}) only applies to a pending voucher; the record stays, as REVOKED. */
function RevokeButton() {
  const voucher = useRecordContext<VoucherRecord>();
  if (voucher?.status !== 'PENDING') return null;
  return (
    <DeleteWithConfirmButton
      label="Revoke"
      icon={<BlockIcon />}
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="Revoke this voucher?"
      confirmContent="Nobody will be able to redeem it any more. This cannot be undone."
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
  return (
    <List filters={filters} filterDefaultValues={{ status: 'PENDING' }} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <MaskedCode label="Code" />
        <TextField source="note" emptyText="—" />
        <StatusChip label="Status" />
        <DateField source="expiresAt" label="Expires" showTime emptyText="never" />
        <DateField source="createdAt" label="Created" showTime />
        <ReferenceField source="redeemedBy" reference="users" label="Redeemed by" emptyText="—" link="show" />
        <DateField source="revokedAt" label="Revoked" showTime emptyText="—" />
        <RevokeButton />
      </Datagrid>
    </List>
  );
}
