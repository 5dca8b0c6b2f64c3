import { Create } from 'react-admin';
import { CommunityForm } from './CommunityForm';

export function CommunityCreate() {
  return (
    <Create redirect="list">
      <CommunityForm />
    </Create>
  );
}
