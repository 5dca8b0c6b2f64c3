import { Chip } from '@mui/material';
import { BooleanInput, Datagrid, DateField, DateInput, List, SearchInput, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { badges, filterRoles, type UserRecord } from './types';

function RoleChips(_props: { label: string }) {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <span data-testid="user-row-roles">
      {user.roles.map((role) => (
        <Chip key={role} label={translate(`resources.users.role.${role}`)} size="small" sx={{ mr: 0.5 }} data-role={role} />
      ))}
    </span>
  );
}

function UserSearchInput(props: { source: string; alwaysOn: boolean }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('resources.users.fields.search')} />;
}

/** Filters: the search box over display name and e-mail, a role, a badge, banned, deactivated, a creation range. */
const filters = [
  <UserSearchInput key="q" source="email|displayName||CONT_L" alwaysOn />,
  <SelectInput key="roles" source="roles" label="resources.users.fields.roles" choices={filterRoles.map((id) => ({ id, name: `resources.users.role.${id}` }))} />,
  <SelectInput key="badges" source="badges" label="resources.users.fields.badges" choices={badges.map((id) => ({ id, name: `resources.users.badge.${id}` }))} />,
  <BooleanInput key="banned" source="banned" label="resources.users.fields.banned" />,
  <BooleanInput key="deactivated" source="deactivated" label="resources.users.fields.deactivated" />,
  <DateInput key="from" source="createdAt||GTE" label="resources.users.fields.createdFrom" />,
  <DateInput key="to" source="createdAt||LTE" label="resources.users.fields.createdTo" />,
];

/** Users (allUsers), newest first; a row opens the user's page. */
export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false} data-testid="user-list">
        <TextField source="displayName" />
        <TextField source="email" emptyText="—" />
        <RoleChips label="resources.users.fields.roles" />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}
