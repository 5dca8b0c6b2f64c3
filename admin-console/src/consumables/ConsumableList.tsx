import { Datagrid, DateField, DeleteWithConfirmButton, EditButton, List, NumberField, TextField } from 'react-admin';
import { ConsumablePicture } from './ConsumablePicture';

/** The consumables on sale, newest first (the API pages them by at most 32). */
export function ConsumableList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ConsumablePicture label="resources.consumables.fields.picture" />
        <TextField source="name" />
        <TextField source="description" sortable={false} />
        <NumberField source="tokenCost" />
        <DateField source="createdAt" showTime />
        <EditButton />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="resources.consumables.delete.title"
          confirmContent="resources.consumables.delete.content"
        />
      </Datagrid>
    </List>
  );
}
