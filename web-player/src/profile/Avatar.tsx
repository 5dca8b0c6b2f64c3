import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { isAvatarSlug } from '@backspin/contracts/avatars';
import { economyFilePath } from '../economy/economy-files';
import { AvatarBySlugQuery } from '../economy/economy.operations';
import { restResourceUrl } from '../rest-url';
import { useApp } from '../session-context';
import { isAvatarId, vinylDesigns, type VinylDesign } from './avatar-designs';
import './profile.css';

export type AvatarSize = 's' | 'm' | 'l';

/** The catalogue avatar a user wears (`User.wornAvatar`): null when it is unknown, or PRIVATE and not theirs. */
export interface WornAvatar {
  name: string;
  imageFileId?: string | null;
}

export interface AvatarProps {
  /**
   * With `wornAvatar` (asked with the user), another user's catalogue avatar is drawn from it: asking by slug would
   * be refused for a PRIVATE avatar the viewer does not hold.
   */
  user: { displayName: string; avatarId?: string | null; wornAvatar?: WornAvatar | null };
  /** A catalogue avatar's picture when the caller has it already (the picker): saves asking for it by slug. */
  imageFileId?: string | null;
  size?: AvatarSize;
  /** Said to screen readers; without it the avatar is decorative (a name is shown beside it). */
  label?: string;
  testId?: string;
  className?: string;
}

function LabelPattern({ design, clipId }: { design: VinylDesign; clipId: string }) {
  switch (design.pattern) {
    case 'solid':
      return null;
    case 'split':
      return <path d="M32 19 A13 13 0 0 1 32 45 Z" fill={design.accent} />;
    case 'rings':
      return (
        <>
          <circle cx="32" cy="32" r="10" fill="none" stroke={design.accent} strokeWidth="1.6" />
          <circle cx="32" cy="32" r="6.5" fill="none" stroke={design.accent} strokeWidth="1.2" />
        </>
      );
    case 'star':
      return (
        <polygon
          points="32,21.5 34.6,28.4 42,28.6 36.2,33.2 38.3,40.3 32,36.2 25.7,40.3 27.8,33.2 22,28.6 29.4,28.4"
          fill={design.accent}
        />
      );
    case 'stripes':
      return (
        <g clipPath={`url(#${clipId})`}>
          <rect x="19" y="24" width="26" height="3.2" fill={design.accent} />
          <rect x="19" y="36.8" width="26" height="3.2" fill={design.accent} />
        </g>
      );
    case 'dot':
      return <circle cx="32" cy="32" r="7" fill={design.accent} />;
  }
}

/** A built-in avatar: a vinyl record, drawn here (no network). */
function Vinyl({ design }: { design: VinylDesign }) {
  const clipId = `vinyl-clip-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" focusable="false" aria-hidden="true">
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="13" />
        </clipPath>
      </defs>
      <circle cx="32" cy="32" r="31" fill={design.disc} />
      {[27, 23.5, 20, 16.5].map((r) => (
        <circle key={r} cx="32" cy="32" r={r} fill="none" stroke="rgba(255,255,255,0.09)" strokeWidth="0.8" />
      ))}
      <path d="M12 20 A23 23 0 0 1 26 10" fill="none" stroke="rgba(255,255,255,0.28)" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M52 44 A23 23 0 0 1 38 54" fill="none" stroke="rgba(255,255,255,0.14)" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="32" cy="32" r="13" fill={design.label} />
      <LabelPattern design={design} clipId={clipId} />
      <circle cx="32" cy="32" r="2" fill="#0b0b10" />
    </svg>
  );
}

/** A catalogue avatar's uploaded picture, by slug; the initial while it loads, or when it cannot be shown. */
function CatalogueImage({ slug, initial, known }: { slug: string; initial: string; known: string | null | undefined }) {
  const { config } = useApp();
  const [result] = useQuery({ query: AvatarBySlugQuery, variables: { slug }, pause: known !== undefined });
  const [failed, setFailed] = useState(false);
  const fileId = known === undefined ? result.data?.avatar.imageFileId : known;
  if (!fileId || failed) return <>{initial}</>;
  return <img className="bs-avatar-image" src={restResourceUrl(config.restUrl, economyFilePath(fileId))} alt="" onError={() => setFailed(true)} />;
}

/**
 * A user's avatar: a built-in vinyl record drawn here, a catalogue avatar's uploaded picture, else the first letter
 * of their name; a worn catalogue avatar's name shows on hover. `<Avatar user={{ displayName, avatarId, wornAvatar }} size="s|m|l" />`.
 */
export function Avatar({ user, size = 'm', label, testId, className, imageFileId }: AvatarProps) {
  const builtIn = isAvatarId(user.avatarId) ? user.avatarId : null;
  const catalogue = !builtIn && isAvatarSlug(user.avatarId) ? user.avatarId : null;
  const initial = [...user.displayName.trim()][0]?.toUpperCase() ?? '?';
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  const known = imageFileId !== undefined ? imageFileId : user.wornAvatar !== undefined ? (user.wornAvatar?.imageFileId ?? null) : undefined;
  const kind = builtIn ? 'bs-avatar-vinyl' : catalogue ? 'bs-avatar-catalogue' : 'bs-avatar-initial';
  return (
    <span
      className={['bs-avatar', `bs-avatar-${size}`, kind, className].filter(Boolean).join(' ')}
      data-avatar-id={builtIn ?? catalogue ?? ''}
      data-avatar-name={catalogue ? user.wornAvatar?.name : undefined}
      title={catalogue ? user.wornAvatar?.name : undefined}
      data-testid={testId}
      {...a11y}
    >
      {builtIn ? <Vinyl design={vinylDesigns[builtIn]} /> : catalogue ? <CatalogueImage slug={catalogue} initial={initial} known={known} /> : initial}
    </span>
  );
}
