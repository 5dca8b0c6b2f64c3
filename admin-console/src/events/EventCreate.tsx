import { Create } from 'react-admin';
import { EventForm } from './EventForm';

/** POST /events as an administrator (platform staff act as any room's staff). */
export function EventCreate() {
  return (
    <Create redirect="list">
      <EventForm creating />
    </Create>
  );
}
