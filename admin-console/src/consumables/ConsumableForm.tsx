import {
  ImageField,
  ImageInput,
  Labeled,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { ConsumablePicture } from './ConsumablePicture';

/**
 * Name, description, price and an optional picture. A chosen picture is uploaded to the REST bridge first
 * (dataProvider.ts) and the consumable names it by its file id.
 */
export function ConsumableForm({ editing = false, ...props }: Omit<SimpleFormProps, 'children'> & { editing?: boolean }) {
  return (
    <SimpleForm {...props}>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="description" multiline fullWidth validate={maxLength(500)} />
      <NumberInput source="tokenCost" step={1} validate={[required(), minValue(1), maxValue(1_000_000)]} />
      {editing && (
        <Labeled label="resources.consumables.currentPicture">
          <ConsumablePicture size={96} />
        </Labeled>
      )}
      <ImageInput source="picture" label={editing ? 'resources.consumables.newPicture' : 'resources.consumables.optionalPicture'} accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
