import type { Auth } from '../auth';
import { useT } from '../useT';
import { Layout } from './Layout';
import { PlayerCard } from './PlayerCard';

export function GuestHome({ auth }: { auth: Auth }) {
  const t = useT();
  const actions = (
    <>
      <div className="user-badge" data-testid="user-badge">
        <span className="avatar" aria-hidden="true">
          ?
        </span>
        <span className="who">
          <span className="name" data-testid="header-display-name">
            {t('header.guest')}
          </span>
          <span className="small muted">{t('header.guestHint')}</span>
        </span>
      </div>
      <button type="button" className="button ghost" onClick={() => void auth.logout()} data-testid="sign-out">
        {t('header.signIn')}
      </button>
    </>
  );
  return (
    <Layout actions={actions}>
      <h1 className="welcome" data-testid="welcome">
        {t('welcome.guest')}
      </h1>
      <div className="grid">
        <PlayerCard />
      </div>
    </Layout>
  );
}
