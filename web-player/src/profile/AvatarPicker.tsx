import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { builtInAvatarIds } from '@backspin/contracts/avatars';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { AvatarCatalogueQuery } from '../economy/economy.operations';
import type { AvatarCatalogueQuery as AvatarCatalogueResult, ProfileUserFieldsFragment } from '../gql/graphql';
import { Avatar } from './Avatar';
import { UpdateAvatarMutation } from './profile.operations';

type CatalogueAvatar = AvatarCatalogueResult['avatarCatalogue'][number];

const builtInOrder = (slug: string) => {
  const index = (builtInAvatarIds as readonly string[]).indexOf(slug);
  return index === -1 ? builtInAvatarIds.length : index;
};

/** The built-in records first, in their order; then the avatars the user may wear; then the locked ones. */
function pickerOrder(avatars: readonly CatalogueAvatar[]): CatalogueAvatar[] {
  return [...avatars].sort(
    (a, b) =>
      builtInOrder(a.slug) - builtInOrder(b.slug) ||
      Number(a.wearability !== 'WEARABLE') - Number(b.wearability !== 'WEARABLE') ||
      a.name.localeCompare(b.name),
  );
}

/** Why an avatar is locked for the user, in words (null when they may wear it). */
function useLockReason(): (avatar: CatalogueAvatar) => string | null {
  const { t } = useLingui();
  return (avatar) => {
    switch (avatar.wearability) {
      case 'WEARABLE':
      case null:
      case undefined:
        return null;
      case 'DISCORD_ONLY':
        return t`Discord only: link a Discord account to wear it`;
      case 'SUBSCRIBERS_ONLY':
        return t`Subscribers only`;
      case 'UNKNOWN_AVATAR':
        return t`No longer available`;
      case 'NOT_HELD': {
        if (avatar.avatarStatus !== 'SEASON_AWARD') return t`Private: given by the Backspin team`;
        const season = avatar.season?.seasonName ?? t`a past season`;
        const top = avatar.awardTopRank;
        const points = avatar.awardMinPoints;
        if (top) return t`Season award of ${season}: the top ${top} of its ranking`;
        if (points) return t`Season award of ${season}: ${points} points in the season`;
        return t`Season award of ${season}`;
      }
    }
  };
}

/**
 * The avatar catalogue as radio buttons (arrow keys move between the ones the user may wear); the choice is saved
 * with a button. Locked avatars are shown too, disabled, with why they are locked.
 */
export function AvatarPicker({
  user,
  choice,
  onChoose,
}: {
  user: ProfileUserFieldsFragment;
  choice: string | null;
  onChoose: (avatarId: string) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const [catalogue] = useQuery({ query: AvatarCatalogueQuery, requestPolicy: 'cache-and-network' });
  const lockReason = useLockReason();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, updateAvatar] = useMutation(UpdateAvatarMutation);
  const changed = choice !== null && choice !== user.avatarId;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice) return;
    setError(null);
    setSaved(false);
    const result = await updateAvatar({ avatarId: choice });
    if (result.error) setError(describeError(result.error));
    else setSaved(true);
  }

  if (catalogue.error) return <ErrorText error={describeError(catalogue.error)} testId="avatar-catalogue-error" />;
  if (!catalogue.data) return null;
  const avatars = pickerOrder(catalogue.data.avatarCatalogue);
  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="avatar-picker">
      <fieldset className="profile-avatars">
        <legend>{t`Avatar`}</legend>
        <div className="profile-avatar-grid">
          {avatars.map((avatar) => {
            const reason = lockReason(avatar);
            const locked = reason !== null;
            const reasonId = `${name}-${avatar.slug}-lock`;
            const avatarName = avatar.name;
            return (
              <label
                key={avatar.slug}
                className={locked ? 'profile-avatar-option locked' : 'profile-avatar-option'}
                data-testid="avatar-option"
                data-avatar-id={avatar.slug}
                data-locked={locked}
                data-wearability={avatar.wearability ?? ''}
                title={reason ?? avatarName}
              >
                <Avatar user={{ displayName: avatarName, avatarId: avatar.slug }} imageFileId={avatar.imageFileId} size="m" />
                <input
                  type="radio"
                  name={name}
                  value={avatar.slug}
                  disabled={locked}
                  checked={(choice ?? user.avatarId) === avatar.slug}
                  aria-label={avatarName}
                  aria-describedby={locked ? reasonId : undefined}
                  onChange={() => {
                    setSaved(false);
                    onChoose(avatar.slug);
                  }}
                />
                {locked && (
                  <span className="profile-avatar-lock small muted" id={reasonId} data-testid="avatar-lock-reason">
                    <span aria-hidden="true">🔒 </span>
                    {reason}
                    {avatar.wearability === 'SUBSCRIBERS_ONLY' && (
                      <>
                        {' '}
                        <Link href="/plans" className="link" data-testid="avatar-subscribe-link">
                          {t`Subscribe to wear it`}
                        </Link>
                      </>
                    )}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="profile-avatar-actions">
        <button type="submit" className="button primary" disabled={!changed || fetching} data-testid="profile-avatar-save">
          {fetching ? t`Saving…` : t`Use this avatar`}
        </button>
        {saved && !changed && (
          <span className="small success" role="status" data-testid="profile-avatar-saved">
            {t`Avatar saved.`}
          </span>
        )}
      </div>
      <ErrorText error={error} testId="profile-avatar-error" />
    </form>
  );
}
