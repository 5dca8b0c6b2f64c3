import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useClient, useMutation, useQuery, type Client } from 'urql';
import { useSearch } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { announceBalanceChange } from '../economy/token-events';
import { describeError, errorReason, type ErrorMessage } from '../errors';
import type {
  ConfirmSubscriptionCheckoutMutation as ConfirmResult,
  PlanSubscriptionFieldsFragment,
  SubscriptionLevel,
  SubscriptionProductFieldsFragment,
} from '../gql/graphql';
import { useApp } from '../session-context';
import { chooseProduct, formatPrice } from './plan-choice';
import {
  ConfirmSubscriptionCheckoutMutation,
  MySubscriptionQuery,
  OpenSubscriptionPortalMutation,
  StartSubscriptionCheckoutMutation,
  SubscriptionProductsQuery,
} from './plans.operations';
import './plans.css';

type Product = SubscriptionProductFieldsFragment;
type Outcome = ConfirmResult['confirmSubscriptionCheckout'];

/** Statuses whose plan is in effect until the period's end (contracts' subscriptionStatusesInEffect). */
const inEffect = new Set(['trialing', 'active', 'past_due']);

/**
 * Confirmations under way, by checkout session: the return page confirms once however often React runs its effect
 * (StrictMode) or the page renders; Retry starts a new one.
 */
const confirming = new Map<string, Promise<Outcome>>();

function confirmOnce(client: Client, sessionId: string, again = false): Promise<Outcome> {
  let pending = again ? undefined : confirming.get(sessionId);
  if (!pending) {
    pending = client
      .mutation(ConfirmSubscriptionCheckoutMutation, { sessionId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.error || !result.data) throw result.error ?? new Error('no answer');
        return result.data.confirmSubscriptionCheckout;
      });
    confirming.set(sessionId, pending);
  }
  return pending;
}

/** Plan links already acted on (a plan link starts one checkout, however often the effect runs). */
const startedPlanLinks = new Set<string>();

function useLevelName(): (level: SubscriptionLevel | null | undefined) => string {
  const { t } = useLingui();
  return (level) => (level === 'PRO' ? t`Pro` : level === 'PLUS' ? t`Plus` : t`No plan`);
}

function useDate(): (iso: string) => string {
  const { i18n } = useLingui();
  return (iso) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** How often a plan is billed: "per month", "every 3 months"… */
function BillingInterval({ interval, count }: { interval: string | null | undefined; count: number | null | undefined }) {
  const n = count ?? 1;
  switch (interval) {
    case 'day':
      return <Plural value={n} one="per day" other="every # days" />;
    case 'week':
      return <Plural value={n} one="per week" other="every # weeks" />;
    case 'month':
      return <Plural value={n} one="per month" other="every # months" />;
    case 'year':
      return <Plural value={n} one="per year" other="every # years" />;
    default:
      return null;
  }
}

/** What a plan's level unlocks, and its monthly tokens. */
function PlanFeatures({ product }: { product: Product }) {
  const { t } = useLingui();
  const features: ReactNode[] = [];
  if (product.level === 'PRO') features.push(t`Everything in Plus`);
  features.push(t`Subscriber-only avatars`);
  if (product.level === 'PRO') features.push(t`Limit DJing in your rooms to Pro members`);
  if (product.monthlyTokens > 0) {
    features.push(
      <span data-testid="plan-monthly-tokens" data-tokens={product.monthlyTokens}>
        <Plural value={product.monthlyTokens} one="# token every month" other="# tokens every month" />
      </span>,
    );
  }
  return (
    <ul className="plan-features">
      {features.map((feature, index) => (
        <li key={index}>{feature}</li>
      ))}
    </ul>
  );
}

/** The return from checkout (`?checkout=success&session_id=…`): confirms the session and says what it gave. */
function CheckoutReturn({ sessionId, onConfirmed }: { sessionId: string; onConfirmed: () => void }) {
  const { t } = useLingui();
  const client = useClient();
  const levelName = useLevelName();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ kind: 'pending' } | { kind: 'done'; outcome: Outcome } | { kind: 'error'; error: ErrorMessage }>({ kind: 'pending' });

  useEffect(() => {
    let active = true;
    setState({ kind: 'pending' });
    confirmOnce(client, sessionId, attempt > 0).then(
      (outcome) => {
        if (!active) return;
        setState({ kind: 'done', outcome });
        if (outcome.status === 'complete') onConfirmed();
      },
      (caught: unknown) => active && setState({ kind: 'error', error: describeError(caught) }),
    );
    return () => {
      active = false;
    };
    // onConfirmed is the page's refresh, the same work whichever render made it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, sessionId, attempt]);

  const retry = (
    <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)} data-testid="checkout-retry">
      {t`Check again`}
    </button>
  );
  if (state.kind === 'pending') {
    return (
      <p className="card notice" role="status" data-testid="checkout-return" data-state="pending">
        {t`Confirming your payment…`}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="card notice" data-testid="checkout-return" data-state="error">
        <ErrorText error={state.error} testId="checkout-error" />
        {retry}
      </div>
    );
  }
  const { outcome } = state;
  if (outcome.status === 'complete') {
    const level = outcome.subscription?.planLevel;
    return (
      <p className="card notice success" role="status" data-testid="checkout-return" data-state="complete" data-mode={outcome.mode} data-tokens={outcome.tokens}>
        {outcome.mode === 'payment' ? (
          <Plural value={outcome.tokens} one="# token added to your balance" other="# tokens added to your balance" />
        ) : (
          t`You're subscribed to ${levelName(level)}`
        )}
      </p>
    );
  }
  if (outcome.status === 'expired') {
    return (
      <p className="card notice" role="status" data-testid="checkout-return" data-state="expired">
        {t`This checkout expired before it was paid: nothing was charged.`}
      </p>
    );
  }
  return (
    <div className="card notice" role="status" data-testid="checkout-return" data-state="open">
      <p>{t`Payment processing… It can take a moment for the payment to go through.`}</p>
      {retry}
    </div>
  );
}

/** The user's plan: level, status, renewal or end date, a past-due warning, and the portal. */
function MyPlan({ subscription, onManage, busy }: { subscription: PlanSubscriptionFieldsFragment; onManage: () => void; busy: boolean }) {
  const { t } = useLingui();
  const levelName = useLevelName();
  const date = useDate();
  const end = date(subscription.currentPeriodEnd);
  const effective = inEffect.has(subscription.status);
  const statusLabel: Record<string, string> = {
    active: t`Active`,
    trialing: t`Trial`,
    past_due: t`Payment overdue`,
    canceled: t`Ended`,
    incomplete: t`Waiting for payment`,
    incomplete_expired: t`Not completed`,
    unpaid: t`Unpaid`,
    paused: t`Paused`,
  };
  const level = levelName(subscription.planLevel);
  return (
    <section
      className="card my-plan"
      aria-labelledby="my-plan-title"
      data-testid="my-plan"
      data-level={subscription.planLevel ?? ''}
      data-status={subscription.status}
      data-cancel-at-period-end={subscription.cancelAtPeriodEnd}
      data-period-end={subscription.currentPeriodEnd}
    >
      <h2 id="my-plan-title">{t`Your plan`}</h2>
      <p className="my-plan-line">
        <strong data-testid="my-plan-level">{level}</strong>{' '}
        <span className="chip" data-testid="my-plan-status">
          {statusLabel[subscription.status] ?? subscription.status}
        </span>
      </p>
      <p data-testid="my-plan-period">
        {!effective ? t`Ended on ${end}` : subscription.cancelAtPeriodEnd ? t`Ends on ${end}` : t`Renews on ${end}`}
      </p>
      {subscription.status === 'past_due' && (
        <p className="alert" role="alert" data-testid="my-plan-past-due">
          {t`Your last payment failed. Update your payment method in Manage plan to keep your plan.`}
        </p>
      )}
      <button type="button" className="button secondary" onClick={onManage} disabled={busy} data-testid="manage-plan">
        {t`Manage plan`}
      </button>
    </section>
  );
}

/**
 * /plans: the plans and token packs for sale with their prices in the user's locale, checkout for each, the user's
 * plan with the provider's portal, and the return from checkout (`?checkout=success&session_id=…` or `canceled`).
 * A plan link (`?subscribe={level or price id}`, from a magic link) starts that plan's checkout at once.
 */
export function PlansPage() {
  const { t, i18n } = useLingui();
  const { viewer, auth } = useApp();
  const params = new URLSearchParams(useSearch());
  const checkout = params.get('checkout');
  const sessionId = params.get('session_id');
  const planLink = params.get('subscribe');
  const isUser = viewer.kind === 'user';
  const [products] = useQuery({ query: SubscriptionProductsQuery, requestPolicy: 'cache-and-network' });
  const [mine, refetchMine] = useQuery({ query: MySubscriptionQuery, pause: !isUser, requestPolicy: 'cache-and-network' });
  const [, startCheckout] = useMutation(StartSubscriptionCheckoutMutation);
  const [, openPortal] = useMutation(OpenSubscriptionPortalMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);

  /** Off to the provider's page; the busy state stays until the browser leaves. */
  const go = async (key: string, request: () => Promise<{ error?: unknown; data?: { url: string } | null }>) => {
    setBusy(key);
    setError(null);
    const result = await request();
    if (result.error || !result.data) {
      setBusy(null);
      setError(describeError(result.error));
      return;
    }
    window.location.assign(result.data.url);
  };
  const buy = (priceId: string) =>
    go(priceId, async () => {
      const result = await startCheckout({ priceId });
      return { error: result.error, data: result.data?.startSubscriptionCheckout };
    });
  const manage = () =>
    go('portal', async () => {
      const result = await openPortal({});
      return { error: result.error, data: result.data?.openSubscriptionPortal };
    });

  // Back from the provider's page, the browser may restore this page as it was left (busy): the buttons work again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const forSale = products.data?.subscriptionProducts;
  // A plan link: once the products are known, its plan's checkout (or why not).
  const [planLinkError, setPlanLinkError] = useState<string | null>(null);
  useEffect(() => {
    if (!planLink || !forSale || !isUser || startedPlanLinks.has(planLink)) return;
    startedPlanLinks.add(planLink);
    const product = chooseProduct(forSale, planLink);
    if (!product) setPlanLinkError(planLink);
    else void buy(product.priceId);
    // buy is this render's, the same request whichever render made it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [planLink, forSale, isUser]);

  const refresh = () => {
    refetchMine({ requestPolicy: 'network-only' });
    announceBalanceChange();
  };

  const level = mine.data?.me?.subscriptionLevel ?? 'NONE';
  const subscription = mine.data?.mySubscription ?? null;
  const plans = forSale?.filter((p) => p.kind === 'PLAN') ?? [];
  const packs = forSale?.filter((p) => p.kind === 'TOKEN_PACK') ?? [];
  const notConfigured = errorReason(products.error) === 'PAYMENTS_NOT_CONFIGURED';
  const price = (p: Product) => formatPrice(i18n.locale, p.unitAmount, p.currency);

  return (
    <div className="plans" data-testid="plans-page">
      <h1>{t`Plans and tokens`}</h1>
      {checkout === 'success' && sessionId && isUser && <CheckoutReturn sessionId={sessionId} onConfirmed={refresh} />}
      {checkout === 'canceled' && (
        <p className="card notice" role="status" data-testid="checkout-canceled">
          {t`Checkout canceled: nothing was charged.`}
        </p>
      )}
      {planLinkError !== null && (
        <p className="alert" role="alert" data-testid="plan-link-error">
          {t`There is no plan called “${planLinkError}” for sale.`}
        </p>
      )}
      {planLink && !planLinkError && busy !== null && (
        <p className="muted" role="status" data-testid="plan-link-starting">
          {t`Taking you to checkout…`}
        </p>
      )}
      <ErrorText error={error} testId="plans-error" />
      {!isUser && (
        <div className="card notice" data-testid="plans-guest">
          <p>{t`Sign in to subscribe to a plan or buy tokens.`}</p>
          <button type="button" className="button primary" onClick={() => void auth.logout()} data-testid="plans-sign-in">
            {t`Sign in`}
          </button>
        </div>
      )}
      {subscription && <MyPlan subscription={subscription} onManage={() => void manage()} busy={busy !== null} />}

      {notConfigured ? (
        <p className="card notice" role="status" data-testid="payments-not-configured">
          {t`Payments are not set up on this server, so plans and tokens can't be bought here.`}
        </p>
      ) : products.error && !forSale ? (
        <ErrorText error={describeError(products.error)} testId="plans-load-error" />
      ) : !forSale ? (
        <p className="muted">{t`Loading…`}</p>
      ) : (
        <>
          <section aria-labelledby="plans-title">
            <h2 id="plans-title">{t`Plans`}</h2>
            {level !== 'NONE' && plans.length > 0 && <p className="muted small">{t`To change or cancel your plan, use Manage plan.`}</p>}
            {plans.length === 0 ? (
              <p className="muted" data-testid="no-plans">
                {t`No plans are for sale right now.`}
              </p>
            ) : (
              <ul className="plan-grid">
                {plans.map((plan) => {
                  const current = level !== 'NONE' && plan.level === level;
                  return (
                    <li key={plan.priceId} className={current ? 'card plan-card current' : 'card plan-card'} data-testid="plan" data-level={plan.level ?? ''} data-price-id={plan.priceId}>
                      <h3 className="plan-name">{plan.name}</h3>
                      {plan.description && <p className="muted small">{plan.description}</p>}
                      <p className="plan-price">
                        <strong data-testid="plan-price">{price(plan)}</strong>{' '}
                        <span className="muted" data-testid="plan-interval">
                          <BillingInterval interval={plan.interval} count={plan.intervalCount} />
                        </span>
                      </p>
                      <PlanFeatures product={plan} />
                      {current ? (
                        <span className="chip" data-testid="plan-current">
                          {t`Your plan`}
                        </span>
                      ) : (
                        isUser &&
                        level === 'NONE' && (
                          <button type="button" className="button primary" disabled={busy !== null} onClick={() => void buy(plan.priceId)} data-testid="plan-subscribe">
                            {busy === plan.priceId ? t`Opening checkout…` : t`Subscribe`}
                          </button>
                        )
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          {packs.length > 0 && (
            <section aria-labelledby="packs-title">
              <h2 id="packs-title">{t`Token packs`}</h2>
              <p className="muted small">{t`Tokens buy consumables in rooms.`}</p>
              <ul className="plan-grid">
                {packs.map((pack) => (
                  <li key={pack.priceId} className="card plan-card" data-testid="token-pack" data-price-id={pack.priceId} data-tokens={pack.tokens}>
                    <h3 className="plan-name">{pack.name}</h3>
                    <p>
                      <Trans>
                        <Plural value={pack.tokens} one="# token" other="# tokens" /> for <strong data-testid="pack-price">{price(pack)}</strong>
                      </Trans>
                    </p>
                    {isUser && (
                      <button type="button" className="button primary" disabled={busy !== null} onClick={() => void buy(pack.priceId)} data-testid="pack-buy">
                        {busy === pack.priceId ? t`Opening checkout…` : t`Buy`}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
