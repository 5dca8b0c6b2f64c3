import { useEffect, useState } from 'react';
import { Provider } from 'urql';
import type { Auth } from './auth';
import { createGraphQLClient, type GraphQLClient } from './client';
import type { WebAppConfig as AppConfig } from '@backspin/platform/web';
import { GuestHome } from './components/GuestHome';
import { Layout } from './components/Layout';
import { SignIn } from './components/SignIn';
import { UserHome } from './components/UserHome';
import { sessionIdentity, useSession } from './session';
import { useT } from './useT';

export function App({ config, auth }: { config: AppConfig; auth: Auth }) {
  const t = useT();
  const session = useSession();
  const identity = sessionIdentity(session);
  // One client per signed-in identity: a new user never sees the previous one's cache or live connection.
  const [graphql, setGraphql] = useState<{ identity: string; value: GraphQLClient } | null>(null);

  useEffect(() => {
    if (identity === 'anonymous') return;
    const value = createGraphQLClient(config, auth);
    setGraphql({ identity, value });
    return () => {
      value.dispose();
      setGraphql(null);
    };
  }, [config, auth, identity]);

  if (!session) {
    return (
      <Layout>
        <SignIn auth={auth} />
      </Layout>
    );
  }
  if (!graphql || graphql.identity !== identity) {
    return (
      <Layout>
        <p className="muted center">{t('app.loading')}</p>
      </Layout>
    );
  }
  return (
    <Provider value={graphql.value.client}>
      {session.kind === 'user' ? <UserHome key={session.user.id} auth={auth} user={session.user} /> : <GuestHome auth={auth} />}
    </Provider>
  );
}
