import { maxLength, SelectInput, TextInput, type Validator } from 'react-admin';
import { moderationReasonMaxLength } from '@backspin/contracts/moderation';
import { actionTypeChoices, isUuid, roleChoices } from './types';

/** A user id, when one is given. */
export const uuid: Validator = (value: unknown) => (typeof value === 'string' && value !== '' && !isUuid(value) ? 'resources.moderation-actions.validation.uuid' : undefined);

/** The fields of a record besides its target(s): the same on creating and correcting. */
export function ModerationActionFields({ correcting = false }: { correcting?: boolean }) {
  return (
    <>
      <SelectInput source="actionType" choices={actionTypeChoices} isRequired validate={(v: unknown) => (v ? undefined : 'ra.validation.required')} />
      <TextInput source="actorId" validate={uuid} helperText={correcting ? false : 'resources.moderation-actions.helper.actorId'} sx={{ minWidth: 360 }} />
      <TextInput source="roomId" helperText="resources.moderation-actions.helper.roomId" sx={{ minWidth: 360 }} />
      <SelectInput source="previousRole" choices={roleChoices} parse={(v: string) => v || null} />
      <SelectInput source="role" choices={roleChoices} parse={(v: string) => v || null} helperText="resources.moderation-actions.helper.role" />
      <TextInput source="reason" multiline fullWidth validate={maxLength(moderationReasonMaxLength)} />
    </>
  );
}
