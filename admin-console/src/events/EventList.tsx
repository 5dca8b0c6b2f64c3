import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateField,
  DateTimeInput,
  DeleteWithConfirmButton,
  EditButton,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { toInstant } from '../dates';
import { useCan } from '../permissions';
import { byName } from '../rooms/RoomList';
import type { EventRecord } from './types';


const filters = [
  <TextInput key="title" source="title||CONT_L" label="resources.events.filters.title" alwaysOn />,
  <ReferenceInput key="roomId" source="roomId" reference="rooms" alwaysOn>
    <AutocompleteInput filterToQuery={byName} optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="communityId" source="communityId" reference="communities">
    <AutocompleteInput filterToQuery={byName} optionText="name" />
  </ReferenceInput>,
  <DateTimeInput key="startsAfter" source="startsAt||GTE" label="resources.events.filters.startsAfter" parse={toInstant} />,
  <DateTimeInput key="startsBefore" source="startsAt||LT" label="resources.events.filters.startsBefore" parse={toInstant} />,
];

export function EventDeleteButton({ redirect = false }: { redirect?: false | 'list' }) {
  const event = useRecordContext<EventRecord>();
  const translate = useTranslate();
  if (!event) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={translate('resources.events.delete.title', { title: event.title })}
      confirmContent="resources.events.delete.content"
    />
  );
}

function Actions() {
  return <TopToolbar>{useCan('console.manage') && <CreateButton />}</TopToolbar>;
}

/** Every room's events (GET /admin/events, console.manage), latest start first. */
export function EventList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'startsAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <ReferenceField source="roomId" reference="rooms" link="edit" />
        <ReferenceField source="communityId" reference="communities" link="edit" emptyText="—" />
        <DateField source="startsAt" showTime />
        <DateField source="endsAt" showTime />
        <NumberField source="interestedCount" sortable={false} />
        <ReferenceField source="createdBy" reference="users" link="show" />
        <EditButton />
        <EventDeleteButton />
      </Datagrid>
    </List>
  );
}
