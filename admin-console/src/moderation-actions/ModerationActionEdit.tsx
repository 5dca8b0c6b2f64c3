import { Alert } from '@mui/material';
import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { ModerationActionFields, uuid } from './ModerationActionForm';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        redirect="list"
        confirmTitle="resources.moderation-actions.delete.title"
        confirmContent="resources.moderation-actions.delete.content"
      />
    </Toolbar>
  );
}

/** A correction (PATCH: only the changed fields; a cleared one as null). The version it replaces is kept. */
export function ModerationActionEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.moderation-actions.helper.correction')}
        </Alert>
        <TextInput source="targetUserId" validate={uuid} sx={{ minWidth: 360 }} />
        <ModerationActionFields correcting />
      </SimpleForm>
    </Edit>
  );
}
