import { Chip } from '@mui/material';
import { Datagrid, DateField, DeleteWithConfirmButton, EditButton, List, TextField, useRecordContext } from 'react-admin';
import { useCurrentSeasonId } from './useCurrentSeasonId';
import type { SeasonRecord } from './types';

function CurrentMark({ currentId }: { currentId: string | null; label?: string }) {
  const season = useRecordContext<SeasonRecord>();
  if (!season || season.id !== currentId) return null;
  return <Chip label="Current" color="success" size="small" data-testid="season-current" />;
}

/** Seasons, latest start first (the admin list `allSeasons`). */
export function SeasonList() {
  const currentId = useCurrentSeasonId();
  return (
    <List sort={{ field: 'seasonStart', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="seasonName" label="Name" />
        <DateField source="seasonStart" label="Start" showTime />
        <DateField source="seasonEnd" label="End" showTime />
        <CurrentMark currentId={currentId} label="Current" />
        <EditButton />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="Delete this season?"
          confirmContent="Its ranking goes with it. An ended season cannot be deleted."
        />
      </Datagrid>
    </List>
  );
}
