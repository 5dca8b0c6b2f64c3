import { Chip } from '@mui/material';
import { Datagrid, DateField, DeleteWithConfirmButton, EditButton, List, TextField, useRecordContext, useTranslate } from 'react-admin';
import { useCurrentSeasonId } from './useCurrentSeasonId';
import type { SeasonRecord } from './types';

function CurrentMark({ currentId }: { currentId: string | null; label?: string }) {
  const season = useRecordContext<SeasonRecord>();
  const translate = useTranslate();
  if (!season || season.id !== currentId) return null;
  return <Chip label={translate('resources.seasons.current')} color="success" size="small" data-testid="season-current" />;
}

/** Seasons, latest start first (the admin list `allSeasons`). */
export function SeasonList() {
  const currentId = useCurrentSeasonId();
  return (
    <List sort={{ field: 'seasonStart', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="seasonName" />
        <DateField source="seasonStart" showTime />
        <DateField source="seasonEnd" showTime />
        <CurrentMark currentId={currentId} label="resources.seasons.fields.current" />
        <EditButton />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle="resources.seasons.delete.title"
          confirmContent="resources.seasons.delete.content"
        />
      </Datagrid>
    </List>
  );
}
