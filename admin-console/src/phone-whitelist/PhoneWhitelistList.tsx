import { CreateButton, Datagrid, DateField, DeleteWithConfirmButton, List, ReferenceField, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { FraudConstants } from './FraudConstants';
import { PhoneValidations } from './PhoneValidations';
import type { PhoneWhitelistRecord } from './types';

const filters = [<TextInput key="phone" source="phone||CONT" label="resources.phone-whitelist.fields.phone" alwaysOn />];

/** Removing (`removePhoneWhitelistEntry`) after a confirmation naming the number. */
function RemoveButton() {
  const entry = useRecordContext<PhoneWhitelistRecord>();
  if (!entry) return null;
  return (
    <DeleteWithConfirmButton
      label="resources.phone-whitelist.remove.label"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="resources.phone-whitelist.remove.title"
      confirmContent="resources.phone-whitelist.remove.content"
      titleTranslateOptions={{ phone: entry.phone }}
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

/** The whitelist (admins: console.manage), newest first; beside it the recent validations and the fraud constants. */
export function PhoneWhitelistList() {
  return (
    <>
      <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={false}>
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="phone" />
          <TextField source="note" emptyText="—" />
          <ReferenceField source="createdBy" reference="users" link="show" emptyText="—" />
          <DateField source="createdAt" showTime />
          <RemoveButton />
        </Datagrid>
      </List>
      <PhoneValidations />
      <FraudConstants />
    </>
  );
}
