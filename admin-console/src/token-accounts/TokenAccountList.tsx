import { Chip } from '@mui/material';
import { Datagrid, DateField, List, NumberField, ReferenceField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { UserInput } from '../users/UserInput';
import { tokenAccountStatusChoices, type TokenAccountRecord } from './types';

const filters = [
  <SelectInput key="status" source="status" choices={tokenAccountStatusChoices} alwaysOn />,
  <UserInput key="userId" source="userId" alwaysOn />,
];

export function StatusChip(_props: { label?: string }) {
  const account = useRecordContext<TokenAccountRecord>();
  const translate = useTranslate();
  if (!account) return null;
  return <Chip label={translate(`resources.token-accounts.status.${account.status}`)} color={account.status === 'active' ? 'success' : 'default'} size="small" data-testid="token-account-status" />;
}

/** Every token account, most recently moved first (staff: tokens.manage). */
export function TokenAccountList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ReferenceField source="user.id" reference="users" link={false} emptyText="—" sortable={false} />
        <NumberField source="balance" />
        <NumberField source="heldBalance" />
        <StatusChip label="resources.token-accounts.fields.status" />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
