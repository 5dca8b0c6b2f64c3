import { Box, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useState } from 'react';
import { Button, Link, ReferenceField, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { ActionDialog } from './ActionDialog';
import { Section } from './Section';
import { banPeriods, reasonComment, type ModerationActionRecord, type UserEmailRecord } from './types';
import { usePermissionCheck } from '../permissions';
import { useFormatDate, useUserSection } from './useUserPage';

/** A user by name, linked to their page: the name given, or looked up (react-admin batches the lookups of a page). */
const userLink = (id: string, name?: string | null) =>
  name ? (
    <Link to={`/users/${encodeURIComponent(id)}/show`}>{name}</Link>
  ) : (
    <ReferenceField record={{ id, userId: id }} source="userId" reference="users" link="show" emptyText={id.slice(0, 8)} />
  );

function Line({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Box data-testid={testId}>{children}</Box>
    </Stack>
  );
}

function Rows({ heads, rows, testId }: { heads: string[]; rows: React.ReactNode[][]; testId: string }) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography color="text.secondary">{translate('resources.users.show.none')}</Typography>;
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {heads.map((head) => (
            <TableCell key={head}>{head}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((cell, j) => (
              <TableCell key={j}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Profile and roles, badges, capabilities or phone: parts of the admin record (adminUser, users.read-private), one query. */
export function DetailSection({ userId, part }: { userId: string; part: 'profile' | 'badges' | 'capabilities' | 'phone' }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const details = useUserSection(userId, 'details', (p) => p.userDetails(userId));
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.users.${key}`, args);
  if (part === 'profile') {
    return (
      <Section id="profile" query={details}>
        {(user) => (
          <>
            <Line label={t('fields.displayName')} testId="user-display-name">
              {user.displayName}
            </Line>
            <Line label={t('fields.email')} testId="user-email">
              {user.email ?? '—'}
            </Line>
            <Line label={t('fields.roles')} testId="user-roles">
              {user.roles.map((role) => (
                <Chip key={role} label={t(`role.${role}`)} size="small" sx={{ mr: 0.5 }} data-role={role} />
              ))}
            </Line>
            <Line label={t('fields.avatarId')}>{user.avatarId ?? '—'}</Line>
            <Line label={t('fields.createdAt')}>{date(user.createdAt)}</Line>
            <Line label={t('fields.updatedAt')}>{date(user.updatedAt)}</Line>
            <Line label={t('fields.id')}>
              <span style={{ fontFamily: 'monospace' }}>{user.id}</span>
            </Line>
          </>
        )}
      </Section>
    );
  }
  if (part === 'badges') {
    return (
      <Section id="badges" query={details}>
        {(user) =>
          user.badges.length ? (
            <Box data-testid="user-badges">
              {user.badges.map((b) => (
                <Chip key={b.badge} label={t(`badge.${b.badge}`)} title={date(b.awardedAt)} size="small" sx={{ mr: 0.5 }} data-badge={b.badge} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('show.none')}</Typography>
          )
        }
      </Section>
    );
  }
  if (part === 'capabilities') {
    return (
      <Section id="capabilities" query={details}>
        {(user) =>
          user.capabilities?.length ? (
            <Box data-testid="user-capabilities">
              {user.capabilities.map((c) => (
                <Chip key={c} label={t(`capability.${c}`)} size="small" sx={{ mr: 0.5 }} data-capability={c} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('show.none')}</Typography>
          )
        }
      </Section>
    );
  }
  return (
    <Section id="phone" query={details}>
      {(user) => <Typography data-testid="user-phone">{user.phone ?? t('show.noPhone')}</Typography>}
    </Section>
  );
}

function DeleteEmailButton({ userId, address }: { userId: string; address: UserEmailRecord }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.users.show.deleteEmail" onClick={() => setOpen(true)} data-testid="user-email-delete" />
      {open && (
        <ActionDialog
          action="deleteEmail"
          open
          onClose={() => setOpen(false)}
          name=""
          extra={{ email: address.email }}
          reasonMode="comment"
          onConfirm={async (reason) => {
            await dataProvider.deleteUserEmail(address.id);
            await dataProvider.addModerationComment(userId, reasonComment('deleteEmail', reason, address.email));
            return translate('resources.users.action.deleteEmail.done');
          }}
        />
      )}
    </>
  );
}

export function EmailsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  const date = useFormatDate();
  const emails = useUserSection(userId, 'emails', (p) => p.userEmails(userId));
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.users.${key}`, args);
  return (
    <Section id="emails" query={emails}>
      {(rows) => (
        <Rows
          testId="user-emails"
          heads={[t('fields.email'), t('show.type'), t('fields.createdAt'), '']}
          rows={rows.map((row) => [
            <span key="e" data-testid="user-email-row" data-status={row.status}>
              {row.email}
            </span>,
            `${t(`emailType.${row.type}`)} · ${row.verifiedAt ? t('show.verifiedAt', { when: date(row.verifiedAt) }) : t(`emailStatus.${row.status}`)}`,
            date(row.createdAt),
            row.status !== 'DELETED' && can('users.manage-credentials') ? <DeleteEmailButton key="d" userId={userId} address={row} /> : null,
          ])}
        />
      )}
    </Section>
  );
}

export function SessionsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const sessions = useUserSection(userId, 'sessions', (p) => p.userSessions(userId));
  const t = (key: string) => translate(`resources.users.show.${key}`);
  return (
    <Section id="sessions" query={sessions}>
      {(rows) => (
        <Rows
          testId="user-sessions"
          heads={[t('startedAt'), t('lastRefreshedAt'), t('expiresAt'), '']}
          rows={rows.map((row) => [
            date(row.startedAt),
            date(row.lastRefreshedAt),
            date(row.expiresAt),
            <Chip key="s" size="small" color={row.live ? 'success' : 'default'} label={row.live ? t('live') : `${t('ended')}${row.revokedAt ? ` ${date(row.revokedAt)}` : ''}`} data-live={row.live} />,
          ])}
        />
      )}
    </Section>
  );
}

/** The moderation actions about this user (audit's list, audit.read), polled: audit records a kick or a ban a moment after it. */
function useHistory(userId: string) {
  return useUserSection(
    userId,
    'history',
    async (p) =>
      (
        await p.getList<ModerationActionRecord>('moderation-actions', {
          pagination: { page: 1, perPage: 50 },
          sort: { field: 'createdAt', order: 'DESC' },
          filter: { targetUserId: userId },
        })
      ).data,
    5000,
  );
}

export function BansSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const standing = useUserSection(userId, 'standing', (p) => p.accountStanding(userId));
  const history = useHistory(userId);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.users.show.${key}`, args);
  return (
    <Section id="bans" query={standing}>
      {(s) => (
        <>
          <Typography data-testid="user-standing" data-banned={s.banned} data-deactivated={s.deactivated}>
            {s.banned ? (s.bannedUntil ? t('bannedUntil', { until: date(s.bannedUntil) }) : t('bannedForever')) : s.deactivated ? '' : t('good')}
            {s.deactivated ? t('deactivatedSince', { since: date(s.deactivatedAt) }) : ''}
          </Typography>
          {s.banned && s.banReason && <Typography color="text.secondary">{t('banReason', { reason: s.banReason })}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('pastBans')}
          </Typography>
          {history.error ? (
            <Typography color="error">{history.error.message}</Typography>
          ) : (
            <Rows
              testId="user-ban-history"
              heads={[t('when'), t('reason'), t('actor')]}
              rows={banPeriods(history.data ?? [], s.banned).map((period) => [
                t(`banEnding.${period.ending}`, { from: date(period.startedAt), to: period.endedAt ? date(period.endedAt) : '' }),
                period.reason ?? '—',
                userLink(period.actorId),
              ])}
            />
          )}
        </>
      )}
    </Section>
  );
}

export function CommentsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const comments = useUserSection(userId, 'comments', (p) => p.moderationComments(userId));
  const t = (key: string) => translate(`resources.users.show.${key}`);
  return (
    <Section id="comments" query={comments}>
      {(rows) => (
        <Rows
          testId="user-comments"
          heads={[t('when'), t('actor'), translate('resources.users.dialog.comment')]}
          rows={rows.map((row) => [date(row.createdAt), userLink(row.authorId, row.author?.displayName), <span key="c" data-testid="user-comment">{row.comment}</span>])}
        />
      )}
    </Section>
  );
}

export function TokensSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const summary = useUserSection(userId, 'tokens', (p) => p.userTokenSummary(userId));
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.users.show.${key}`, args);
  return (
    <Section id="tokens" query={summary}>
      {({ tokenAccount }) =>
        tokenAccount ? (
          <Stack spacing={0.5}>
            <Typography data-testid="user-token-balance">{t('balance', { balance: tokenAccount.balance, held: tokenAccount.heldBalance })}</Typography>
            <Typography color="text.secondary">{t('tokenStatus', { status: tokenAccount.status })}</Typography>
            <Link to={`/token-accounts/${encodeURIComponent(tokenAccount.id)}/show`} data-testid="user-token-ledger">
              {t('openLedger')}
            </Link>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('noTokenAccount')}</Typography>
        )
      }
    </Section>
  );
}

export function SubscriptionSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const subscription = useUserSection(userId, 'subscription', (p) => p.userSubscription(userId));
  const summary = useUserSection(userId, 'tokens', (p) => p.userTokenSummary(userId));
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.users.show.${key}`, args);
  return (
    <Section id="subscription" query={subscription}>
      {(plan) => (
        <Stack spacing={0.5} data-testid="user-subscription">
          {summary.data?.subscriptionLevel && <Typography>{t('level', { level: t(`levels.${summary.data.subscriptionLevel}`) })}</Typography>}
          {plan ? (
            <>
              <Typography>{t('plan', { level: plan.planLevel ? t(`levels.${plan.planLevel}`) : '—', status: t(`planStatuses.${plan.status}`), end: date(plan.currentPeriodEnd) })}</Typography>
              {plan.cancelAtPeriodEnd && <Typography color="text.secondary">{t('cancelAtPeriodEnd')}</Typography>}
            </>
          ) : (
            <Typography color="text.secondary">{t('noSubscription')}</Typography>
          )}
        </Stack>
      )}
    </Section>
  );
}

export function RoomsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const rooms = useUserSection(userId, 'rooms', (p) => p.userRooms(userId));
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.users.show.${key}`, args);
  return (
    <Section id="rooms" query={rooms}>
      {(page) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('roomCount', { smart_count: page.total })}
          </Typography>
          <Rows
            testId="user-rooms"
            heads={[t('room'), t('type'), translate('resources.users.fields.createdAt')]}
            rows={page.data.map((room) => [`${room.name} (${room.slug})`, room.type, date(room.createdAt)])}
          />
        </>
      )}
    </Section>
  );
}

export function HistorySection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const history = useHistory(userId);
  const t = (key: string) => translate(`resources.users.show.${key}`);
  return (
    <Section
      id="history"
      query={history}
      action={
        <Tooltip title={t('refresh')}>
          <IconButton onClick={() => void history.refetch()} aria-label={t('refresh')} data-testid="user-history-refresh">
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      }
    >
      {(rows) => (
        <Rows
          testId="user-history"
          heads={[t('when'), t('actionType'), t('actor'), t('reason'), t('room')]}
          rows={rows.map((row) => [
            date(row.createdAt),
            <span key="a" data-testid="user-history-type" data-type={row.actionType}>
              {translate(`resources.users.moderationKind.${row.actionType}`, { _: row.actionType })}
            </span>,
            userLink(row.actorId),
            row.reason ?? '—',
            row.roomId ?? '—',
          ])}
        />
      )}
    </Section>
  );
}

export function UserActionsSection({ userId }: { userId: string }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const actions = useUserSection(userId, 'userActions', (p) => p.userActions(userId));
  const t = (key: string) => translate(`resources.users.show.${key}`);
  return (
    <Section id="userActions" query={actions}>
      {(page) => (
        <Rows testId="user-recent-actions" heads={[t('when'), t('actionType'), t('room')]} rows={page.data.map((row) => [date(row.occurredAt), translate(`resources.users.userActionKind.${row.type}`, { _: row.type }), row.roomId ?? '—'])} />
      )}
    </Section>
  );
}
