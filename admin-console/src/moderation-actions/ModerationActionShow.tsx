import { Typography } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCan } from '../permissions';
import { ActionTypeChip } from './ModerationActionList';
import { actionTypeChoices, roleChoices, type ModerationActionRecord } from './types';

function Actions() {
  const canWrite = useCan('audit.manage');
  if (!canWrite) return <TopToolbar />;
  return (
    <TopToolbar>
      <EditButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        redirect="list"
        confirmTitle="resources.moderation-actions.delete.title"
        confirmContent="resources.moderation-actions.delete.content"
      />
    </TopToolbar>
  );
}

/** The earlier versions, oldest first; "never corrected" until a correction. */
function Revisions(_props: { label?: string }) {
  const action = useRecordContext<ModerationActionRecord>();
  const translate = useTranslate();
  if (!action) return null;
  if (!action.revisions?.length) return <Typography variant="body2" data-testid="moderation-action-no-revisions">{translate('resources.moderation-actions.noRevisions')}</Typography>;
  const changeChoices = ['update', 'replace'].map((id) => ({ id, name: `resources.moderation-actions.changes.${id}` }));
  return (
    <ArrayField source="revisions">
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="moderation-action-revisions">
        <NumberField source="revision" />
        <SelectField source="actionType" choices={actionTypeChoices} />
        <ReferenceField source="targetUserId" reference="users" link={false} emptyText="—" />
        <TextField source="roomId" emptyText="—" />
        <SelectField source="role" choices={roleChoices} emptyText="—" />
        <TextField source="reason" emptyText="—" />
        <DateField source="validFrom" showTime />
        <SelectField source="change" choices={changeChoices} />
        <ReferenceField source="changedBy" reference="users" link={false} emptyText="—" />
        <DateField source="changedAt" showTime />
      </Datagrid>
    </ArrayField>
  );
}

/** One record with its earlier versions (`moderationAction(id)` with `revisions`). */
export function ModerationActionShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ActionTypeChip label="resources.moderation-actions.fields.actionType" />
        <ReferenceField source="actorId" reference="users" link="show" emptyText="—" />
        <ReferenceField source="targetUserId" reference="users" link="show" emptyText="—" />
        <TextField source="roomId" emptyText="—" />
        <SelectField source="previousRole" choices={roleChoices} emptyText="—" />
        <SelectField source="role" choices={roleChoices} emptyText="—" />
        <TextField source="reason" emptyText="—" data-testid="moderation-action-reason" />
        <DateField source="createdAt" showTime />
        <NumberField source="revision" data-testid="moderation-action-revision" />
        <DateField source="updatedAt" showTime emptyText="—" />
        <ReferenceField source="updatedBy" reference="users" link="show" emptyText="—" />
        <ReferenceField source="recordedBy" reference="users" link="show" emptyText="—" />
        <TextField source="id" />
        <Revisions label="resources.moderation-actions.fields.revisions" />
      </SimpleShowLayout>
    </Show>
  );
}
