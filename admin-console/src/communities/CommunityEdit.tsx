import { Edit, SaveButton, Toolbar } from 'react-admin';
import { CommunityDeleteButton } from './CommunityList';
import { CommunityForm } from './CommunityForm';

function CommunityToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <CommunityDeleteButton redirect="list" />
    </Toolbar>
  );
}

/** PATCH /admin/communities/{id}: only the fields changed are sent; a cleared one as null. */
export function CommunityEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CommunityForm toolbar={<CommunityToolbar />} />
    </Edit>
  );
}
