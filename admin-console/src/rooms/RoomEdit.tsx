import { Grid } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DateField,
  Edit,
  FormDataConsumer,
  Labeled,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberField,
  NumberInput,
  PasswordInput,
  ReferenceField,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextArrayInput,
  TextField,
  TextInput,
  Toolbar,
} from 'react-admin';
import { RoomDeleteButton } from './RoomList';
import { djTypeChoices, emptyAsNull, roomDesignChoices, roomTypeChoices } from './types';

function RoomToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <RoomDeleteButton redirect="list" />
    </Toolbar>
  );
}

/** What a room is, read only: who owns it, who is in it, since when. */
function RoomFacts() {
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {[
        <TextField key="id" source="id" />,
        <ReferenceField key="ownerId" source="ownerId" reference="users" link="show" />,
        <NumberField key="listenerCount" source="listenerCount" />,
        <BooleanField key="hasPassword" source="hasPassword" />,
        <DateField key="createdAt" source="createdAt" showTime />,
        <DateField key="updatedAt" source="updatedAt" showTime />,
      ].map((field) => (
        <Grid key={field.key} size={{ xs: 6, md: 2 }}>
          <Labeled>{field}</Labeled>
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * A room's settings as administrators change them (adminUpdateRoom: only the fields changed are sent); the server
 * checks them (slug taken, a password only for a private room, the pro-plan DJ rule) and its refusal is shown.
 */
export function RoomEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<RoomToolbar />}>
        <RoomFacts />
        <TextInput source="name" fullWidth validate={[required(), maxLength(80)]} />
        <TextInput source="slug" validate={[required(), minLength(3), maxLength(64)]} />
        <TextInput source="description" multiline fullWidth parse={emptyAsNull} validate={maxLength(500)} />
        <SelectInput source="type" choices={roomTypeChoices} validate={required()} />
        <FormDataConsumer<{ type?: string }>>
          {({ formData }) =>
            formData.type === 'PRIVATE' ? <PasswordInput source="password" helperText="resources.rooms.helper.password" autoComplete="new-password" /> : null
          }
        </FormDataConsumer>
        <SelectInput source="design" choices={roomDesignChoices} validate={required()} />
        <SelectInput source="djType" choices={djTypeChoices} validate={required()} />
        <NumberInput source="numberOfDjs" min={1} max={10} step={1} helperText="resources.rooms.helper.numberOfDjs" validate={[required(), minValue(1), maxValue(10)]} />
        <TextInput source="externalUrl" fullWidth parse={emptyAsNull} type="url" />
        <BooleanInput source="liveState" />
        <BooleanInput source="liveAudio" />
        <BooleanInput source="promoted" />
        <TextArrayInput source="promotedProviders" helperText="resources.rooms.helper.promotedProviders" />
      </SimpleForm>
    </Edit>
  );
}
