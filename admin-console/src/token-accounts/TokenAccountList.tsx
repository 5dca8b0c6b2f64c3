import { Chip } from '@mui/material';
import { Datagrid, DateField, List, NumberField, ReferenceField, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { tokenAccountStatusChoices, type TokenAccountRecord } from './types';

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={tokenAccountStatusChoices} alwaysOn />,
  <TextInput key="userId" source="userId" label="User id" alwaysOn />,
];

export function StatusChip(_props: { label?: string }) {
  const account = useRecordContext<TokenAccountRecord>();
  if (!account) return null;
  return <Chip label={account.status} color={account.status === 'active' ? 'success' : 'default'} size="small" data-testid="token-account-status" />;
}

/** Every token account, most recently moved first (staff: tokens.manage). */
export function TokenAccountList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ReferenceField source="user.id" reference="users" label="User" link={false} emptyText="—" sortable={false} />
        <NumberField source="balance" />
        <NumberField source="heldBalance" label="Held" />
        <StatusChip label="Status" />
        <DateField source="updatedAt" label="Last moved" showTime />
      </Datagrid>
    </List>
  );
}
