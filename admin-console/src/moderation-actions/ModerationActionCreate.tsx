import { Create, SimpleForm, TextInput, useCreate, useDataProvider, useNotify, useRedirect, useTranslate, type Validator } from 'react-admin';
import { moderationActionBulkMax } from '@backspin/contracts/moderation';
import type { ConsoleDataProvider } from '../dataProvider';
import type { ModerationActionInput } from '../gql/graphql';
import { ModerationActionFields } from './ModerationActionForm';
import { isUuid, targetIdsOf } from './types';

interface CreateForm extends Omit<ModerationActionInput, 'targetUserId'> {
  targetUserIds?: string;
}

const targets: Validator = (value: unknown) => {
  const ids = targetIdsOf(typeof value === 'string' ? value : '');
  return ids.length < 1 || ids.length > moderationActionBulkMax || !ids.every(isUuid)
    ? { message: 'resources.moderation-actions.validation.targets', args: { max: moderationActionBulkMax } }
    : undefined;
};

/** Empty optional fields are left out (the server then takes the caller as actor, a platform-wide room...). */
function inputOf(form: CreateForm, targetUserId: string): ModerationActionInput {
  const { actionType, actorId, roomId, previousRole, role, reason } = form;
  return { actionType, targetUserId, ...Object.fromEntries(Object.entries({ actorId, roomId, previousRole, role, reason }).filter(([, v]) => v != null && v !== '')) };
}

/** The row a bulk refusal names (GraphQL `extensions.index`, from 0). */
function refusedRow(error: unknown): number | null {
  const body = (error as { body?: { graphQLErrors?: { extensions?: { index?: unknown } }[] } } | null)?.body;
  const index = body?.graphQLErrors?.[0]?.extensions?.index;
  return typeof index === 'number' ? index : null;
}

/**
 * One record, or one per target (the bulk mutation, 1 to 100, all or none) when several user ids are given.
 * Staff only (audit.manage): the server refuses anyone else.
 */
export function ModerationActionCreate() {
  const [create] = useCreate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();

  // The form's values are its inputs' (actionType is required there).
  async function submit(values: Partial<CreateForm>) {
    const form = values as CreateForm;
    const ids = targetIdsOf(form.targetUserIds);
    try {
      if (ids.length === 1) {
        await create('moderation-actions', { data: inputOf(form, ids[0]!) }, { returnPromise: true });
      } else {
        await dataProvider.createModerationActions(ids.map((id) => inputOf(form, id)));
      }
      notify('resources.moderation-actions.created', { type: 'success', messageArgs: { smart_count: ids.length } });
      redirect('list', 'moderation-actions');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const row = refusedRow(error);
      notify(row === null ? message : translate('resources.moderation-actions.rowError', { row: row + 1, message }), { type: 'error' });
    }
  }

  return (
    <Create>
      <SimpleForm onSubmit={submit}>
        <TextInput
          source="targetUserIds"
          multiline
          minRows={2}
          fullWidth
          validate={targets}
          helperText={translate('resources.moderation-actions.helper.targets', { max: moderationActionBulkMax })}
        />
        <ModerationActionFields />
      </SimpleForm>
    </Create>
  );
}
