import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from 'urql';
import { ConsumableQuery } from '../economy/economy.operations';
import { restResourceUrl } from '../rest-url';
import { useApp } from '../session-context';

/** A consumable's picture (served by the REST bridge), or a gift when it has none or it fails to load. */
export function ConsumableImage({ fileUrl, className, onLoad }: { fileUrl: string | null; className: string; onLoad?: () => void }) {
  const { config } = useApp();
  const [failed, setFailed] = useState(false);
  if (!fileUrl || failed) {
    return (
      <span className={`${className} consumable-image-missing`} aria-hidden="true">
        🎁
      </span>
    );
  }
  return <img className={className} src={restResourceUrl(config.restUrl, fileUrl)} alt="" loading="lazy" onLoad={onLoad} onError={() => setFailed(true)} />;
}

/**
 * The consumable a chat message carries (a purchase delivered into the room): its picture and name. A consumable
 * taken off sale since, or one that fails to load, shows as a gift.
 */
export function ChatConsumable({
  consumableId,
  carried,
  senderName,
  onMediaLoad,
}: {
  consumableId: string;
  /** The consumable as the message carries it (economy completes it); asked for by id when the message has none. */
  carried: { name: string; fileUrl?: string | null } | null;
  senderName: string;
  onMediaLoad: () => void;
}) {
  const { t } = useLingui();
  // cache-first: every message carrying the same consumable asks once.
  const [result] = useQuery({ query: ConsumableQuery, variables: { id: consumableId }, pause: carried !== null });
  const consumable = carried ?? result.data?.consumable ?? null;
  const name = consumable?.name ?? t`A gift`;
  return (
    <div className="chat-consumable-card" data-testid="chat-consumable" data-consumable-id={consumableId} data-name={consumable?.name ?? ''}>
      <ConsumableImage fileUrl={consumable?.fileUrl ?? null} className="chat-consumable-image" onLoad={onMediaLoad} />
      <span className="chat-song-info">
        <span className="chat-song-title" data-testid="chat-consumable-name">
          {name}
        </span>
        <span className="chat-song-meta">{t`Sent to the room by ${senderName}`}</span>
      </span>
    </div>
  );
}
