import { Plural, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { consumableLimits } from '@backspin/contracts/consumables';
import { useMutation, useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { ConsumableImage } from '../chat/ChatConsumable';
import { describeError, errorReason, tokenAccountMissing, type ErrorMessage } from '../errors';
import { ConsumablesQuery, OpenTokenAccountMutation } from '../economy/economy.operations';
import { newIdempotencyKey } from '../economy/idempotency-key';
import { announceBalanceChange } from '../economy/token-events';
import { usePurchaseConsumable } from '../economy/usePurchaseConsumable';
import { useTokenAccount } from '../economy/useTokenAccount';
import '../economy/economy.css';

/** Spec 3, §9: consumables page size. */
const pageSize = consumableLimits.pageSize;

/** Rooms refused the delivery (the buyer left, or may no longer chat): the hold was voided. */
const deliveryFailed = msg`It could not be delivered to the room's chat, so your tokens were given back.`;

/** A refusal that means "your view was stale": the shelf and the balance are asked again before the user retries. */
const staleReasons = new Set(['CONSUMABLE_PURCHASE_STALE', 'CONSUMABLE_NOT_FOUND', 'TOKEN_BALANCE_INSUFFICIENT']);

/**
 * The room's consumables shelf: what is on sale with picture, name and price, and a button to buy one for the room.
 * A bought consumable lands in the room's chat for everyone. The purchase carries the buyer's view (price, balance and
 * when it last changed): the server refuses it with 409 when that view is stale, and the shelf then refreshes.
 */
export function ConsumableShelf({ roomId }: { roomId: string }) {
  const { t } = useLingui();
  const [pages, setPages] = useState(1);
  const [list, refetchList] = useQuery({ query: ConsumablesQuery, variables: { query: { limit: pageSize * pages, offset: 0 } }, requestPolicy: 'cache-and-network' });
  const { account, loaded, refresh } = useTokenAccount();
  const [opening, openAccount] = useMutation(OpenTokenAccountMutation);
  const purchase = usePurchaseConsumable();
  // The consumable being bought: its button stays disabled until the answer, so a double click sends once.
  const [buying, setBuying] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [error, setError] = useState<{ message: ErrorMessage; reason: string } | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const consumables = list.data?.consumables.data ?? [];
  const total = list.data?.consumables.total ?? 0;

  async function buy(consumable: (typeof consumables)[number]) {
    if (inFlight.current) return;
    setError(null);
    setSent(null);
    if (!account) {
      setError({ message: { descriptor: tokenAccountMissing }, reason: 'TOKEN_ACCOUNT_NOT_FOUND' });
      return;
    }
    inFlight.current = true;
    setBuying(consumable.id);
    // One key per click: the click's retry after a lost answer (below) spends once.
    const input = {
      roomUuid: roomId,
      consumableId: consumable.id,
      accountId: account.id,
      balanceUnmodifiedSince: account.updatedAt,
      lastTokenBalance: account.balance,
      tokenCost: consumable.tokenCost,
      idempotencyKey: newIdempotencyKey(),
    };
    let result = await purchase(input);
    // The answer was lost on the way (the server may have bought it): ask once more with the same key.
    if (result.error?.networkError) result = await purchase(input);
    inFlight.current = false;
    setBuying(null);
    // Either way the balance may have moved (or the view was stale): ask again.
    announceBalanceChange();
    if (result.error) {
      const reason = errorReason(result.error) ?? '';
      setError({ message: describeError(result.error), reason });
      if (staleReasons.has(reason)) {
        refetchList({ requestPolicy: 'network-only' });
        refresh();
      }
      return;
    }
    const outcome = result.data?.purchaseConsumable;
    if (outcome?.status === 'failed') {
      setError({ message: { descriptor: deliveryFailed }, reason: 'DELIVERY_FAILED' });
      return;
    }
    setSent(consumable.name);
  }

  if (list.error) return <ErrorText error={describeError(list.error)} testId="consumables-error" />;
  if (!list.data) return null;
  return (
    <section className="card consumable-shelf" aria-labelledby="consumable-shelf-title" data-testid="consumable-shelf">
      <div className="consumable-shelf-head">
        <h2 id="consumable-shelf-title">{t`Send something to the room`}</h2>
        {account && (
          <span className="small muted" data-testid="shelf-balance" data-balance={account.balance}>
            <Plural value={account.balance} one="You have # token" other="You have # tokens" />
          </span>
        )}
        {loaded && !account && (
          <button
            type="button"
            className="button ghost small"
            disabled={opening.fetching}
            onClick={() =>
              void openAccount({}).then((result) => {
                if (result.error) setError({ message: describeError(result.error), reason: errorReason(result.error) ?? '' });
                else {
                  setError(null);
                  announceBalanceChange();
                }
              })
            }
            data-testid="open-token-account"
          >
            {t`Open my token account`}
          </button>
        )}
      </div>
      {consumables.length === 0 ? (
        <p className="muted small" data-testid="consumables-empty">
          {t`Nothing on the shelf yet.`}
        </p>
      ) : (
        <ul className="consumable-grid">
          {consumables.map((consumable) => {
            const { name, tokenCost } = consumable;
            return (
              <li key={consumable.id} className="consumable" data-testid="consumable" data-consumable-id={consumable.id} data-cost={tokenCost}>
                <ConsumableImage fileUrl={consumable.fileUrl ?? null} className="consumable-image" />
                <span className="consumable-name" title={consumable.description}>
                  {name}
                </span>
                <span className="consumable-cost small muted" data-testid="consumable-cost">
                  <Plural value={tokenCost} one="# token" other="# tokens" />
                </span>
                <button
                  type="button"
                  className="button primary small"
                  disabled={buying !== null}
                  aria-label={t`Buy ${name}`}
                  onClick={() => void buy(consumable)}
                  data-testid="consumable-buy"
                >
                  {buying === consumable.id ? t`Buying…` : t`Buy`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {consumables.length < total && (
        <button type="button" className="button ghost" onClick={() => setPages((n) => n + 1)} data-testid="consumables-more">
          {t`Show more`}
        </button>
      )}
      {sent && (
        <p className="small success" role="status" data-testid="purchase-sent">
          {t`${sent} is on its way to the room's chat.`}
        </p>
      )}
      {error && (
        <div data-testid="purchase-refused" data-reason={error.reason}>
          <ErrorText error={error.message} testId="purchase-error" />
        </div>
      )}
    </section>
  );
}
