import AddCardIcon from '@mui/icons-material/AddCard';
import BlockIcon from '@mui/icons-material/Block';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import TuneIcon from '@mui/icons-material/Tune';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  DateField,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { StatusChip } from './TokenAccountList';
import { TokenActionDialog, type TokenAction } from './TokenActionDialog';
import type { TokenAccountRecord } from './types';

/** Disable (holds and credits refused) or enable again, after a confirmation. */
function StatusButton() {
  const account = useRecordContext<TokenAccountRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!account) return null;
  const next = account.status === 'active' ? 'disabled' : 'active';
  const label = next === 'disabled' ? 'resources.token-accounts.toggle.disable' : 'resources.token-accounts.toggle.enable';

  async function confirm() {
    setSending(true);
    try {
      await dataProvider.setTokenAccountStatus({ accountId: account!.id, status: next });
      notify(next === 'disabled' ? 'resources.token-accounts.toggle.disabled' : 'resources.token-accounts.toggle.enabled', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} data-testid="token-account-toggle">
        {next === 'disabled' ? <BlockIcon /> : <ToggleOnIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={sending}
        title={translate(next === 'disabled' ? 'resources.token-accounts.toggle.disableTitle' : 'resources.token-accounts.toggle.enableTitle')}
        content={translate(next === 'disabled' ? 'resources.token-accounts.toggle.disableContent' : 'resources.token-accounts.toggle.enableContent')}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Actions() {
  const [action, setAction] = useState<TokenAction | null>(null);
  return (
    <TopToolbar>
      <Button label="resources.token-accounts.action.credit" onClick={() => setAction('credit')} data-testid="token-account-credit">
        <AddCardIcon />
      </Button>
      <Button label="resources.token-accounts.action.adjust" onClick={() => setAction('adjust')} data-testid="token-account-adjust">
        <TuneIcon />
      </Button>
      <StatusButton />
      <TokenActionDialog action="credit" open={action === 'credit'} onClose={() => setAction(null)} />
      <TokenActionDialog action="adjust" open={action === 'adjust'} onClose={() => setAction(null)} />
    </TopToolbar>
  );
}

/** One account and its ledger, newest first (`tokenTransactions(accountId)`). */
export function TokenAccountShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ReferenceField source="user.id" reference="users" link="show" emptyText="—" />
        <NumberField source="balance" data-testid="token-account-balance" />
        <NumberField source="heldBalance" />
        <StatusChip label="resources.token-accounts.fields.status" />
        <DateField source="createdAt" showTime />
        <TextField source="id" />
        <ReferenceManyField
          label="resources.token-accounts.ledger"
          reference="token-transactions"
          target="accountId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={25}
          pagination={<Pagination />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid="token-ledger">
            <DateField source="createdAt" showTime />
            <TextField source="type" />
            <NumberField source="amount" />
            <TextField source="reason" emptyText="—" />
            <ReferenceField source="actorId" reference="users" emptyText="—" link="show" />
            <TextField source="reference" emptyText="—" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
