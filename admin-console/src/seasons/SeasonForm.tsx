import { DateTimeInput, maxLength, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** A season's name and its [start, end) (the server refuses overlaps and ended seasons' dates with its message). */
export function SeasonForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="seasonName" label="Name" validate={[required(), maxLength(100)]} />
      <DateTimeInput source="seasonStart" label="Start" validate={required()} />
      <DateTimeInput source="seasonEnd" label="End (excluded)" validate={required()} />
    </SimpleForm>
  );
}
