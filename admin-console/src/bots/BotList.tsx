import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import { Chip, Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import {
  BooleanInput,
  Button,
  Confirm,
  CreateButton,
  Datagrid,
  DateField,
  List,
  ReferenceField,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { useCan } from '../permissions';
import { BotSecret } from './BotSecret';
import type { BotRecord, BotWithSecret } from './types';

const filters = [<BooleanInput key="revoked" source="secretRevokedAt||NOTNULL" label="resources.bots.filters.revoked" alwaysOn />];

function SecretChip(_props: { label?: string; sortBy?: string }) {
  const bot = useRecordContext<BotRecord>();
  const translate = useTranslate();
  if (!bot) return null;
  return (
    <Chip
      size="small"
      color={bot.secretActive ? 'success' : 'default'}
      label={translate(`resources.bots.secret.${bot.secretActive ? 'active' : 'revoked'}`)}
      data-testid="bot-secret-state"
    />
  );
}

/**
 * Rotate (a new secret, shown once in a dialog; the old one stops at once) or revoke (no secret until the next
 * rotation), each after a confirmation; the server's refusal is shown.
 */
function SecretActions(_props: { label?: string }) {
  const bot = useRecordContext<BotRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [sending, setSending] = useState(false);
  const [issued, setIssued] = useState<BotWithSecret | null>(null);
  if (!bot) return null;

  async function confirm() {
    const action = confirming;
    setSending(true);
    try {
      if (action === 'rotate') setIssued(await dataProvider.rotateBotSecret(bot!.id));
      else await dataProvider.revokeBotSecret(bot!.id);
      notify(`resources.bots.${action}.done`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(false);
      setConfirming(null);
    }
  }

  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop}>
      <Button label="resources.bots.rotate.label" onClick={() => setConfirming('rotate')} data-testid="bot-rotate">
        <AutorenewIcon />
      </Button>
      {bot.secretActive && (
        <Button label="resources.bots.revoke.label" onClick={() => setConfirming('revoke')} data-testid="bot-revoke">
          <BlockIcon />
        </Button>
      )}
      <Confirm
        isOpen={confirming !== null}
        loading={sending}
        title={translate(`resources.bots.${confirming ?? 'rotate'}.title`, { name: bot.displayName })}
        content={`resources.bots.${confirming ?? 'rotate'}.content`}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
      <Dialog open={issued !== null} onClose={() => setIssued(null)} fullWidth maxWidth="sm" data-testid="bot-rotated">
        <DialogTitle>{translate('resources.bots.secretShown.rotated')}</DialogTitle>
        <DialogContent>{issued && <BotSecret issued={issued} />}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setIssued(null)}>{translate('resources.bots.secretShown.done')}</MuiButton>
        </DialogActions>
      </Dialog>
    </span>
  );
}

function Actions() {
  return <TopToolbar>{useCan('bots.manage') && <CreateButton />}</TopToolbar>;
}

/** Bot accounts (bots.manage), newest first; their secrets are never listed. */
export function BotList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="displayName" sortable={false} />
        <SecretChip label="resources.bots.fields.secretActive" />
        <DateField source="secretIssuedAt" showTime emptyText="—" />
        <DateField source="secretRevokedAt" showTime emptyText="—" />
        <DateField source="lastTokenAt" showTime emptyText="—" />
        <ReferenceField source="createdBy" reference="users" link="show" emptyText="—" sortable={false} />
        <DateField source="createdAt" showTime />
        <SecretActions label="" />
      </Datagrid>
    </List>
  );
}
