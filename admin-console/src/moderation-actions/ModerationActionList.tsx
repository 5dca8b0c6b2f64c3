import { Chip } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateField,
  DateTimeInput,
  List,
  NumberField,
  ReferenceField,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { toInstant } from '../dates';
import { UserInput } from '../users/UserInput';
import { useCan } from '../permissions';
import { actionTypeChoices, roleChoices, type ModerationActionRecord } from './types';

/**
 * Every filter is always shown (no "Add filter" menu): the type, the actor and the target (picked by name or e-mail),
 * and the time range as two instants, `createdAt||GTE` and `createdAt||LT` (buildQuery's `field||OP` filters).
 */
const filters = [
  <SelectInput key="actionType" source="actionType" choices={actionTypeChoices} alwaysOn />,
  <UserInput key="actorId" source="actorId" alwaysOn />,
  <UserInput key="targetUserId" source="targetUserId" alwaysOn />,
  <DateTimeInput key="from" source="createdAt||GTE" label="resources.moderation-actions.filters.from" parse={toInstant} alwaysOn />,
  <DateTimeInput key="to" source="createdAt||LT" label="resources.moderation-actions.filters.to" parse={toInstant} alwaysOn />,
];

export function ActionTypeChip(_props: { label?: string }) {
  const action = useRecordContext<ModerationActionRecord>();
  const translate = useTranslate();
  if (!action) return null;
  return <Chip size="small" label={translate(`resources.moderation-actions.actionTypes.${action.actionType}`)} data-testid="moderation-action-type" />;
}

function Actions() {
  const canWrite = useCan('audit.manage');
  return <TopToolbar>{canWrite && <CreateButton />}</TopToolbar>;
}

/** The trail, newest first (`moderationActions`): moderators read it; staff (audit.manage) write it. */
export function ModerationActionList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime />
        <ActionTypeChip label="resources.moderation-actions.fields.actionType" />
        <ReferenceField source="actorId" reference="users" link={false} emptyText="—" />
        <ReferenceField source="targetUserId" reference="users" link={false} emptyText="—" />
        <TextField source="roomId" emptyText="—" sortable={false} />
        <SelectField source="role" choices={roleChoices} emptyText="—" />
        <TextField source="reason" emptyText="—" />
        <NumberField source="revision" />
      </Datagrid>
    </List>
  );
}
