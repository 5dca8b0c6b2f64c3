import { Button, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  Link,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
  type CreateProps,
} from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { BotSecret } from './BotSecret';
import type { BotWithSecret } from './types';

/**
 * Signs a bot up (POST /users/sign-up-bot, bots.manage) and shows its secret once, as a voucher's code: the list never
 * shows it again. The call is the named `signUpBot` (it answers the bot and its secret, not a record).
 */
export function BotCreate(props: CreateProps) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [issued, setIssued] = useState<BotWithSecret | null>(null);
  const [saving, setSaving] = useState(false);

  if (issued) {
    return (
      <Card sx={{ mt: 2 }} data-testid="bot-created">
        <Title title="resources.bots.secretShown.created" />
        <CardContent>
          <BotSecret issued={issued}>
            <Button onClick={() => setIssued(null)}>{translate('resources.bots.secretShown.another')}</Button>
            <Button component={Link} to="/bots">
              {translate('resources.bots.secretShown.back')}
            </Button>
          </BotSecret>
        </CardContent>
      </Card>
    );
  }

  async function save(data: Record<string, unknown>) {
    setSaving(true);
    try {
      setIssued(await dataProvider.signUpBot(String(data.displayName ?? '').trim()));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Create {...props}>
      <SimpleForm onSubmit={(data: Record<string, unknown>) => void save(data)} disabled={saving}>
        <TextInput source="displayName" validate={[required(), maxLength(64)]} helperText="resources.bots.helper.displayName" />
      </SimpleForm>
    </Create>
  );
}
