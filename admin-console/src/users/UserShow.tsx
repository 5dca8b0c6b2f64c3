import { Grid } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { UserActions } from './UserActions';
import {
  BansSection,
  CommentsSection,
  DetailSection,
  EmailsSection,
  HistorySection,
  RoomsSection,
  SessionsSection,
  SubscriptionSection,
  TokensSection,
  UserActionsSection,
} from './UserSections';
import type { UserRecord } from './types';

/** Every section on its own (its own query and error): a moderator refused one still sees the rest. */
function UserPage() {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  const id = user.id;
  const sections = [
    ...(['profile', 'badges', 'capabilities', 'phone'] as const).map((part) => <DetailSection key={part} userId={id} part={part} />),
    <BansSection key="bans" userId={id} />,
    <EmailsSection key="emails" userId={id} />,
    <SessionsSection key="sessions" userId={id} />,
    <CommentsSection key="comments" userId={id} />,
    <TokensSection key="tokens" userId={id} />,
    <SubscriptionSection key="subscription" userId={id} />,
    <RoomsSection key="rooms" userId={id} />,
    <HistorySection key="history" userId={id} />,
    <UserActionsSection key="userActions" userId={id} />,
  ];
  return (
    <>
      <UserActions />
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section.key} size={{ xs: 12, md: 6 }}>
            {section}
          </Grid>
        ))}
      </Grid>
    </>
  );
}

/** A user's whole page: the actions staff may take, then each section. */
export function UserShow() {
  return (
    <Show actions={false} component="div" sx={{ mt: 2 }}>
      <UserPage />
    </Show>
  );
}
