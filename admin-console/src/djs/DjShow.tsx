import { Typography } from '@mui/material';
import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, useTranslate } from 'react-admin';
import { OwnedRoomsLink } from './DjList';

/** One DJ (GET /admin/djs/{id}): their totals, their account and their rooms. */
export function DjShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <Typography color="text.secondary">{translate('resources.djs.readOnly')}</Typography>
        <ReferenceField source="id" reference="users" link="show" />
        <NumberField source="plays" />
        <NumberField source="rooms" />
        <NumberField source="upVotes" />
        <NumberField source="downVotes" />
        <DateField source="firstPlayedAt" showTime />
        <DateField source="lastPlayedAt" showTime />
        <ReferenceField source="lastRoomId" reference="rooms" link="edit" emptyText="—" />
        <OwnedRoomsLink />
      </SimpleShowLayout>
    </Show>
  );
}
