import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { ConsumableForm } from './ConsumableForm';

function ConsumableToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle="resources.consumables.delete.title" confirmContent="resources.consumables.delete.content" />
    </Toolbar>
  );
}

/** A price change refuses buyers holding the old price (409), so the server decides before the form says saved. */
export function ConsumableEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ConsumableForm editing toolbar={<ConsumableToolbar />} />
    </Edit>
  );
}
