import { Chip, Typography } from '@mui/material';
import { BooleanField, Datagrid, DateField, List, ReferenceField, SelectInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { phoneValidationStatusChoices, type PhoneValidationRecord } from './types';

const label = (field: string) => `resources.phone-whitelist.validations.fields.${field}`;

function StatusChip(_props: { label: string }) {
  const validation = useRecordContext<PhoneValidationRecord>();
  const translate = useTranslate();
  if (!validation) return null;
  const color = validation.status === 'VALID' ? 'success' : validation.status === 'VOIP' ? 'warning' : 'default';
  return <Chip size="small" color={color} label={translate(`resources.phone-whitelist.validations.status.${validation.status}`)} />;
}

const filters = [
  <SelectInput key="status" source="status" label={label('status')} choices={phoneValidationStatusChoices} alwaysOn />,
  <TextInput key="e164" source="e164||CONT" label={label('e164')} alwaysOn />,
];

/** Everyone's recent validations (`phoneValidationRecents(all: true)`), newest first, kept 90 days. */
export function PhoneValidations() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" sx={{ mt: 3 }}>
        {translate('resources.phone-whitelist.validations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.phone-whitelist.validations.subtitle')}
      </Typography>
      <List
        resource="phone-validations"
        filter={{ all: true }}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey="phone-validations.recent"
        actions={false}
        title=" "
        empty={false}
      >
        <Datagrid rowClick={false} bulkActionButtons={false} data-testid="phone-validations">
          <DateField source="createdAt" label={label('createdAt')} showTime />
          <ReferenceField source="userId" label={label('userId')} reference="users" link="show" emptyText="—" />
          <TextField source="phone" label={label('phone')} />
          <TextField source="e164" label={label('e164')} emptyText="—" />
          <TextField source="country" label={label('country')} emptyText="—" />
          <TextField source="type" label={label('type')} emptyText="—" />
          <StatusChip label={label('status')} />
          <BooleanField source="whitelisted" label={label('whitelisted')} />
        </Datagrid>
      </List>
    </>
  );
}
