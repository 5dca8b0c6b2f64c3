import { toInstant } from '../dates';
import { DateTimeInput, maxLength, required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';

/** A season's name and its [start, end) (the server refuses overlaps and ended seasons' dates with its message). */
export function SeasonForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="seasonName" validate={[required(), maxLength(100)]} />
      <DateTimeInput source="seasonStart" parse={toInstant} validate={required()} />
      <DateTimeInput source="seasonEnd" label="resources.seasons.endExcluded" parse={toInstant} validate={required()} />
    </SimpleForm>
  );
}
