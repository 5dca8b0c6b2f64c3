import { useState } from 'react';
import { Button, Datagrid, DateField, List, ReferenceField, TextField, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { ActionDialog } from '../users/ActionDialog';
import { reasonComment } from '../users/types';

interface DeactivationRequestRecord {
  id: string;
  userId: string;
  reason?: string | null;
  requestedAt: string;
}

/** Cancelling a request (users.moderate) takes no reason: the one given is kept as a moderation comment. */
function CancelButton() {
  const request = useRecordContext<DeactivationRequestRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!request) return null;
  return (
    <>
      <Button label="resources.users.action.cancelDeactivation.label" onClick={() => setOpen(true)} data-testid="deactivation-request-cancel" />
      {open && (
        <ActionDialog
          action="cancelDeactivation"
          open
          onClose={() => setOpen(false)}
          name={request.userId}
          reasonMode="comment"
          onConfirm={async (reason) => {
            await dataProvider.cancelDeactivationRequest(request.userId);
            await dataProvider.addModerationComment(request.userId, reasonComment('cancelDeactivation', reason));
            return translate('resources.users.action.cancelDeactivation.done');
          }}
        />
      )}
    </>
  );
}

/** The pending deactivation requests (pendingDeactivations), oldest first. */
export function DeactivationRequestList() {
  return (
    <List sort={{ field: 'requestedAt', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick={false} bulkActionButtons={false} data-testid="deactivation-requests">
        <ReferenceField source="userId" reference="users" link="show" />
        <TextField source="reason" emptyText="—" />
        <DateField source="requestedAt" showTime />
        <CancelButton />
      </Datagrid>
    </List>
  );
}
