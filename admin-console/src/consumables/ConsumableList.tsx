import { Datagrid, DateField, DeleteWithConfirmButton, EditButton, List, NumberField, TextField } from 'react-admin';
import { ConsumablePicture } from './ConsumablePicture';

/** The consumables on sale, newest first (the API pages them by at most 32). */
export function ConsumableList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ConsumablePicture label="Picture" />
        <TextField source="name" />
        <TextField source="description" sortable={false} />
        <NumberField source="tokenCost" label="Token cost" />
        <DateField source="createdAt" label="Created" showTime />
        <EditButton />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="Take this consumable off sale?"
          confirmContent="It leaves the shop; past purchases keep it."
        />
      </Datagrid>
    </List>
  );
}
