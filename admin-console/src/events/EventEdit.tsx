import { Edit, SaveButton, Toolbar } from 'react-admin';
import { EventDeleteButton } from './EventList';
import { EventForm } from './EventForm';

function EventToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <EventDeleteButton redirect="list" />
    </Toolbar>
  );
}

/** PATCH /events/{id}: only the fields changed are sent (a cleared community takes it out of its community). */
export function EventEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <EventForm toolbar={<EventToolbar />} />
    </Edit>
  );
}
