import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  DateField,
  Form,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  SaveButton,
  SelectField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { UserInput } from '../users/UserInput';
import { assignmentTypeChoices, type AvatarAssignmentRecord, type AvatarRecord } from './types';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Takes one assignment back (`unassignAvatar`) after a confirmation. */
function UnassignButton() {
  const assignment = useRecordContext<AvatarAssignmentRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!assignment) return null;

  async function confirm() {
    setSending(true);
    try {
      await dataProvider.unassignAvatar(assignment!.id);
      notify('resources.avatars.assignments.unassigned', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setSending(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button label="resources.avatars.assignments.unassign" onClick={() => setOpen(true)} data-testid="avatar-unassign">
        <RemoveCircleOutlineIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={sending}
        title="resources.avatars.assignments.unassignTitle"
        content="resources.avatars.assignments.unassignContent"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Gives the avatar to a user found by name or e-mail (`assignAvatar`, MANUAL; 409 when they hold it). */
function AssignForm({ slug }: { slug: string }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // A new form after each gift: the picker starts empty again.
  const [round, setRound] = useState(0);

  async function assign({ userId }: { userId?: string | null }) {
    if (!userId) return;
    try {
      await dataProvider.assignAvatar(slug, userId);
      notify('resources.avatars.assignments.assigned', { type: 'success' });
      setRound((n) => n + 1);
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  }

  return (
    <Form key={round} onSubmit={(values: { userId?: string | null }) => assign(values)}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <UserInput source="userId" label="resources.avatars.assignments.assignTo" />
        <SaveButton label="resources.avatars.assignments.assign" icon={<PersonAddIcon />} variant="text" data-testid="avatar-assign" />
      </Stack>
    </Form>
  );
}

/** Who holds the avatar (`avatarAssignmentsOf(slug)`), newest first, each taken back after a confirmation. */
export function AvatarAssignments(_props: { label?: string }) {
  const avatar = useRecordContext<AvatarRecord>();
  const translate = useTranslate();
  if (!avatar) return null;
  const label = (field: string) => `resources.avatars.assignments.${field}`;
  return (
    <div>
      <Typography variant="h6">{translate('resources.avatars.assignments.title')}</Typography>
      <AssignForm slug={avatar.slug} />
      <ReferenceManyField reference="avatar-assignments" target="slug" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} pagination={<Pagination />}>
        <Datagrid
          rowClick={false}
          bulkActionButtons={false}
          data-testid="avatar-assignments"
          empty={<Typography variant="body2">{translate('resources.avatars.assignments.none')}</Typography>}
        >
          <ReferenceField source="userId" label={label('userId')} reference="users" link="show" emptyText="—" />
          <SelectField source="assignmentType" label={label('assignmentType')} choices={assignmentTypeChoices} />
          <ReferenceField source="assignedBy" label={label('assignedBy')} reference="users" link="show" emptyText="—" />
          <DateField source="createdAt" label={label('createdAt')} showTime />
          <UnassignButton />
        </Datagrid>
      </ReferenceManyField>
    </div>
  );
}
