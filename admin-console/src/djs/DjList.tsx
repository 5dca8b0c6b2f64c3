import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import type { MouseEvent } from 'react';
import {
  AutocompleteInput,
  Button,
  Datagrid,
  DateField,
  DateTimeInput,
  Link,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  useRecordContext,
} from 'react-admin';
import { toInstant } from '../dates';
import { byName, userByName } from '../rooms/RoomList';
import { ownedRoomsPath, type DjRecord } from './types';

const filters = [
  <ReferenceInput key="id" source="id" reference="users" alwaysOn>
    <AutocompleteInput filterToQuery={userByName} optionText="displayName" />
  </ReferenceInput>,
  <NumberInput key="minPlays" source="plays||GTE" label="resources.djs.filters.minPlays" min={1} alwaysOn />,
  <ReferenceInput key="lastRoomId" source="lastRoomId" reference="rooms">
    <AutocompleteInput filterToQuery={byName} optionText="name" />
  </ReferenceInput>,
  <DateTimeInput key="playedSince" source="lastPlayedAt||GTE" label="resources.djs.filters.playedSince" parse={toInstant} />,
  <DateTimeInput key="playedBefore" source="lastPlayedAt||LT" label="resources.djs.filters.playedBefore" parse={toInstant} />,
];

/** The rooms list filtered to the DJ's own rooms. */
export function OwnedRoomsLink(_props: { label?: string }) {
  const dj = useRecordContext<DjRecord>();
  if (!dj) return null;
  return (
    <Button
      component={Link}
      to={ownedRoomsPath(dj.id)}
      label="resources.djs.ownedRooms"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      data-testid="dj-owned-rooms"
    >
      <MeetingRoomIcon />
    </Button>
  );
}

/** Everyone who has DJ'd (GET /admin/djs, console.manage), newest DJ first; read only. */
export function DjList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ReferenceField source="id" reference="users" link="show" sortable={false} />
        <NumberField source="plays" />
        <NumberField source="rooms" />
        <NumberField source="upVotes" />
        <NumberField source="downVotes" />
        <DateField source="firstPlayedAt" showTime />
        <DateField source="lastPlayedAt" showTime />
        <ReferenceField source="lastRoomId" reference="rooms" link="edit" emptyText="—" />
        <OwnedRoomsLink />
      </Datagrid>
    </List>
  );
}
