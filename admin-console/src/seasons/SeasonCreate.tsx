import { Create } from 'react-admin';
import { SeasonForm } from './SeasonForm';

export function SeasonCreate() {
  return (
    <Create redirect="list">
      <SeasonForm />
    </Create>
  );
}
