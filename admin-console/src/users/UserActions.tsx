import { Box, Checkbox, FormControlLabel, FormGroup, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { ActionDialog, type ReasonMode } from './ActionDialog';
import { usePermissionCheck } from '../permissions';
import { useUserSection } from './useUserPage';
import { badges, capabilityNames, emailTypes, grantableRoles, reasonComment, type UserRecord } from './types';
import type { Permission } from '@backspin/contracts/roles';

type ActionName =
  | 'kick'
  | 'ban'
  | 'temporaryBan'
  | 'unban'
  | 'addRole'
  | 'addGlobalModerator'
  | 'removeRole'
  | 'badges'
  | 'grantCapability'
  | 'revokeCapability'
  | 'deactivate'
  | 'reactivate'
  | 'comment'
  | 'password'
  | 'addEmail';

/** Who may use each action (the permissions table) and how it takes its reason. */
const actions: Record<ActionName, { permission: Permission; reason: ReasonMode }> = {
  kick: { permission: 'users.moderate', reason: 'sent' },
  ban: { permission: 'users.moderate', reason: 'sent' },
  temporaryBan: { permission: 'users.moderate', reason: 'sent' },
  unban: { permission: 'users.moderate', reason: 'comment' },
  addRole: { permission: 'users.grant-roles', reason: 'comment' },
  addGlobalModerator: { permission: 'users.grant-roles', reason: 'comment' },
  removeRole: { permission: 'users.grant-roles', reason: 'comment' },
  badges: { permission: 'users.moderate', reason: 'comment' },
  grantCapability: { permission: 'users.moderate', reason: 'comment' },
  revokeCapability: { permission: 'users.moderate', reason: 'comment' },
  deactivate: { permission: 'users.deactivate', reason: 'comment' },
  reactivate: { permission: 'users.deactivate', reason: 'comment' },
  comment: { permission: 'users.moderate', reason: 'none' },
  password: { permission: 'users.manage-credentials', reason: 'comment' },
  addEmail: { permission: 'users.manage-credentials', reason: 'comment' },
};

/** A native select (the browser's own list), its options translated. */
function Choice({ label, value, onChange, options, testId }: { label: string; value: string; onChange: (value: string) => void; options: { id: string; name: string }[]; testId: string }) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}>
      <option value="" />
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

/** The staff actions on a user, each behind its confirmation (ActionDialog); those the caller's role cannot use are not offered. */
export function UserActions() {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const can = usePermissionCheck();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const userId = user?.id ?? '';
  const standing = useUserSection(userId, 'standing', (p) => p.accountStanding(userId));
  const details = useUserSection(userId, 'details', (p) => p.userDetails(userId));
  const [open, setOpen] = useState<ActionName | null>(null);
  const [endsAt, setEndsAt] = useState('');
  const [role, setRole] = useState('');
  const [capability, setCapability] = useState('');
  const [chosenBadges, setChosenBadges] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [emailType, setEmailType] = useState<string>('personal');
  if (!user) return null;

  const name = user.displayName;
  const roles = details.data?.roles ?? user.roles;
  const capabilities = details.data?.capabilities ?? user.capabilities ?? [];
  const banned = standing.data?.banned;
  const deactivated = standing.data?.deactivated;
  const t = (key: string) => translate(`resources.users.${key}`);

  function start(action: ActionName) {
    setEndsAt('');
    setRole('');
    setCapability('');
    setComment('');
    setPassword('');
    setEmail('');
    setEmailType('personal');
    setChosenBadges(details.data?.badges.map((b) => b.badge) ?? []);
    setOpen(action);
  }

  /** Runs the call, then (for an action that takes no reason) keeps the reason as a moderation comment. */
  async function act(action: ActionName, reason: string, call: () => Promise<unknown>, detail?: string): Promise<void> {
    await call();
    if (actions[action].reason === 'comment') await dataProvider.addModerationComment(userId, reasonComment(action, reason, detail));
  }

  const done = (action: ActionName, args: Record<string, unknown> = {}) => translate(`resources.users.action.${action}.done`, args);
  const roleName = (id: string) => translate(`resources.users.role.${id}`);

  const run: Record<ActionName, { offered: boolean; valid: boolean; confirm: (reason: string) => Promise<string>; inputs?: ReactNode }> = {
    kick: { offered: true, valid: true, confirm: async (reason) => (await dataProvider.kickUser(userId, reason), done('kick')) },
    ban: {
      offered: banned !== true,
      valid: true,
      confirm: async (reason) => (await dataProvider.banUser(userId, reason, endsAt || null), done('ban')),
      inputs: (
        <TextField
          type="datetime-local"
          label={t('dialog.endsAt')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          helperText={t('dialog.endsAtOptional')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'user-action-ends-at' } }}
        />
      ),
    },
    temporaryBan: {
      offered: banned !== true,
      valid: endsAt !== '',
      confirm: async (reason) => {
        await dataProvider.banUser(userId, reason, endsAt, true);
        return done('temporaryBan', { until: new Date(endsAt).toLocaleString() });
      },
      inputs: (
        <TextField
          type="datetime-local"
          required
          label={t('dialog.endsAt')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
          helperText={t('dialog.endsAtRequired')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'user-action-ends-at' } }}
        />
      ),
    },
    unban: { offered: banned !== false, valid: true, confirm: async (reason) => (await act('unban', reason, () => dataProvider.unbanUser(userId)), done('unban')) },
    addRole: {
      offered: true,
      valid: role !== '',
      confirm: async (reason) => (await act('addRole', reason, () => dataProvider.grantRole(userId, role), role), done('addRole', { role: roleName(role) })),
      inputs: (
        <Choice
          label={t('dialog.role')}
          value={role}
          onChange={setRole}
          testId="user-action-role"
          options={grantableRoles.filter((r) => !roles.includes(r)).map((id) => ({ id, name: roleName(id) }))}
        />
      ),
    },
    addGlobalModerator: {
      offered: !roles.includes('globalModerator'),
      valid: true,
      confirm: async (reason) => (
        await act('addGlobalModerator', reason, () => dataProvider.grantRole(userId, 'globalModerator'), 'globalModerator'),
        done('addGlobalModerator', { role: roleName('globalModerator') })
      ),
    },
    removeRole: {
      offered: roles.some((r) => r !== 'user' && r !== 'bot'),
      valid: role !== '',
      confirm: async (reason) => (await act('removeRole', reason, () => dataProvider.removeRole(userId, role), role), done('removeRole', { role: roleName(role) })),
      inputs: (
        <Choice
          label={t('dialog.role')}
          value={role}
          onChange={setRole}
          testId="user-action-role"
          options={roles.filter((r) => r !== 'user' && r !== 'bot').map((id) => ({ id, name: roleName(id) }))}
        />
      ),
    },
    badges: {
      offered: true,
      valid: true,
      confirm: async (reason) => (await act('badges', reason, () => dataProvider.changeBadges(userId, chosenBadges), chosenBadges.join(', ') || '—'), done('badges')),
      inputs: (
        <FormGroup data-testid="user-action-badges">
          {badges.map((badge) => (
            <FormControlLabel
              key={badge}
              label={t(`badge.${badge}`)}
              control={
                <Checkbox
                  checked={chosenBadges.includes(badge)}
                  onChange={(e) => setChosenBadges((held) => (e.target.checked ? [...held, badge] : held.filter((b) => b !== badge)))}
                  inputProps={{ 'data-badge': badge } as Record<string, string>}
                />
              }
            />
          ))}
        </FormGroup>
      ),
    },
    grantCapability: {
      offered: capabilityNames.some((c) => !capabilities.includes(c)),
      valid: capability !== '',
      confirm: async (reason) => (await act('grantCapability', reason, () => dataProvider.setCapability(userId, capability, true), capability), done('grantCapability')),
      inputs: (
        <Choice
          label={t('dialog.capability')}
          value={capability}
          onChange={setCapability}
          testId="user-action-capability"
          options={capabilityNames.filter((c) => !capabilities.includes(c)).map((id) => ({ id, name: t(`capability.${id}`) }))}
        />
      ),
    },
    revokeCapability: {
      offered: capabilities.length > 0,
      valid: capability !== '',
      confirm: async (reason) => (await act('revokeCapability', reason, () => dataProvider.setCapability(userId, capability, false), capability), done('revokeCapability')),
      inputs: (
        <Choice
          label={t('dialog.capability')}
          value={capability}
          onChange={setCapability}
          testId="user-action-capability"
          options={capabilities.map((id) => ({ id, name: t(`capability.${id}`) }))}
        />
      ),
    },
    deactivate: {
      offered: deactivated !== true,
      valid: true,
      confirm: async (reason) => (await act('deactivate', reason, () => dataProvider.setDeactivated(userId, true)), done('deactivate')),
    },
    reactivate: {
      offered: deactivated !== false,
      valid: true,
      confirm: async (reason) => (await act('reactivate', reason, () => dataProvider.setDeactivated(userId, false)), done('reactivate')),
    },
    comment: {
      offered: true,
      valid: comment.trim().length > 0 && comment.length <= 2000,
      confirm: async () => (await dataProvider.addModerationComment(userId, comment), done('comment')),
      inputs: (
        <TextField
          label={t('dialog.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          required
          helperText={t('dialog.commentHelp')}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'user-action-comment' } }}
        />
      ),
    },
    password: {
      offered: true,
      valid: password.length >= 8 && password.length <= 128,
      confirm: async (reason) => {
        let revoked = 0;
        await act('password', reason, async () => (revoked = await dataProvider.adminSetPassword(userId, password)));
        return done('password', { smart_count: revoked });
      },
      inputs: (
        <TextField
          type="password"
          label={t('dialog.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          helperText={t('dialog.passwordHelp')}
          slotProps={{ htmlInput: { maxLength: 128, autoComplete: 'new-password', 'data-testid': 'user-action-password' } }}
        />
      ),
    },
    addEmail: {
      offered: true,
      valid: /^\S+@\S+\.\S+$/.test(email.trim()),
      confirm: async (reason) => (
        await act('addEmail', reason, () => dataProvider.addUserEmail(userId, email, emailType as (typeof emailTypes)[number]), email.trim()), done('addEmail')
      ),
      inputs: (
        <>
          <TextField
            type="email"
            label={t('dialog.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'user-action-email' } }}
          />
          <Choice
            label={t('dialog.emailType')}
            value={emailType}
            onChange={setEmailType}
            testId="user-action-email-type"
            options={emailTypes.map((id) => ({ id, name: t(`emailType.${id}`) }))}
          />
        </>
      ),
    },
  };

  const offered = (Object.keys(actions) as ActionName[]).filter((action) => can(actions[action].permission) && run[action].offered);
  const current = open ? run[open] : null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="user-actions">
      {offered.map((action) => (
        <Button key={action} label={`resources.users.action.${action}.label`} onClick={() => start(action)} variant="outlined" data-testid={`user-action-${action}`} />
      ))}
      {open && current && (
        <ActionDialog action={open} open onClose={() => setOpen(null)} name={name} reasonMode={actions[open].reason} valid={current.valid} onConfirm={current.confirm}>
          {current.inputs}
        </ActionDialog>
      )}
    </Box>
  );
}
