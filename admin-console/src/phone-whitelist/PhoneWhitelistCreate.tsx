import { Create, maxLength, required, SimpleForm, TextInput } from 'react-admin';

/** Adds a number (`addPhoneToWhitelist(phone, note)`): 400 for one that is not a possible number, 409 when already there. */
export function PhoneWhitelistCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="phone" validate={[required(), maxLength(32)]} helperText="resources.phone-whitelist.helper.phone" />
        <TextInput source="note" multiline fullWidth validate={maxLength(200)} helperText="resources.phone-whitelist.helper.note" />
      </SimpleForm>
    </Create>
  );
}
