import { Create } from 'react-admin';
import { ConsumableForm } from './ConsumableForm';

export function ConsumableCreate() {
  return (
    <Create redirect="list">
      <ConsumableForm />
    </Create>
  );
}
