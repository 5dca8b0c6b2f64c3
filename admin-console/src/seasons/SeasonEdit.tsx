import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { SeasonForm } from './SeasonForm';

function SeasonToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle="resources.seasons.delete.title" confirmContent="resources.seasons.delete.content" />
    </Toolbar>
  );
}

/** Pessimistic: the server decides (overlaps, ended seasons), so nothing shows as saved before it agrees. */
export function SeasonEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SeasonForm toolbar={<SeasonToolbar />} />
    </Edit>
  );
}
