import {
  BooleanInput,
  FormDataConsumer,
  ImageField,
  ImageInput,
  Labeled,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { avatarSlugMaxLength } from '@backspin/contracts/avatars';
import { AvatarPicture } from './AvatarPicture';
import { avatarStatusChoices, type AvatarRecord } from './types';

/**
 * An avatar's fields. A chosen picture goes to the REST bridge first (dataProvider.ts) and the avatar names it by
 * `imageFileId`; the slug is given once, on creating. A season award names its season and one threshold.
 */
export function AvatarForm({ editing = false, ...props }: Omit<SimpleFormProps, 'children'> & { editing?: boolean }) {
  return (
    <SimpleForm {...props}>
      {!editing && (
        <TextInput
          source="slug"
          validate={[required(), maxLength(avatarSlugMaxLength), regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'resources.avatars.helper.slug')]}
          helperText="resources.avatars.helper.slug"
        />
      )}
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <SelectInput source="avatarStatus" choices={avatarStatusChoices} validate={required()} />
      <BooleanInput source="discordOnly" />
      <FormDataConsumer<AvatarRecord>>
        {({ formData }) =>
          formData.avatarStatus === 'SEASON_AWARD' && (
            <>
              <ReferenceInput source="seasonId" reference="seasons" sort={{ field: 'seasonStart', order: 'DESC' }} perPage={100}>
                <SelectInput optionText="seasonName" validate={required()} helperText="resources.avatars.helper.award" />
              </ReferenceInput>
              <NumberInput source="awardTopRank" step={1} validate={[minValue(1), maxValue(1_000_000)]} />
              <NumberInput source="awardMinPoints" step={1} validate={[minValue(0), maxValue(1_000_000_000)]} />
            </>
          )
        }
      </FormDataConsumer>
      {editing && (
        <Labeled source="picture">
          <AvatarPicture size={96} />
        </Labeled>
      )}
      <ImageInput
        source="picture"
        helperText={editing ? 'resources.avatars.helper.newPicture' : 'resources.avatars.helper.picture'}
        accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp'] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}
