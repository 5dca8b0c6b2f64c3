import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCrateTitle } from '../crates/crate-title';
import type { Badge, ProfileAboutFieldsFragment, ProfileCrateFieldsFragment, ProfileUserFieldsFragment } from '../gql/graphql';
import { isSafeWebUrl } from './profile-links';

/** A user's crates as links to their pages. */
export function CrateLinks({
  title,
  crates,
  empty,
  testId,
}: {
  title: string;
  crates: readonly ProfileCrateFieldsFragment[];
  empty: string;
  testId: string;
}) {
  const headingId = `${testId}-heading`;
  const crateTitle = useCrateTitle();
  return (
    <section className="profile-section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {crates.length === 0 ? (
        <p className="muted small">{empty}</p>
      ) : (
        <ul className="profile-crates">
          {crates.map((crate) => (
            <li key={crate.id}>
              <Link href={`/crates/${crate.id}`} className="profile-crate" data-testid="profile-crate">
                <span className="profile-crate-name">{crateTitle(crate)}</span>
                <span className="small muted">
                  <Plural value={crate.count} one="# song" other="# songs" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const badgeGlyphs: Record<Badge, string> = {
  VERIFIED: '✓',
  PLATINUM: '◆',
  DOUBLE_PLATINUM: '◆◆',
  JQBX: '♫',
  STAFF: '⚑',
};

/** A user's badges, oldest first, named in the interface language. */
export function Badges({ badges, empty }: { badges: readonly Pick<ProfileUserFieldsFragment['badges'][number], 'badge' | 'label'>[]; empty?: string }) {
  const { t } = useLingui();
  const names: Record<Badge, string> = {
    VERIFIED: t`Verified`,
    PLATINUM: t`Platinum`,
    DOUBLE_PLATINUM: t`Double platinum`,
    JQBX: t`JQBX`,
    STAFF: t`Staff`,
  };
  if (badges.length === 0) return empty ? <p className="small muted">{empty}</p> : null;
  return (
    <ul className="profile-badges" aria-label={t`Badges`} data-testid="profile-badges">
      {badges.map(({ badge, label }) => (
        <li key={badge} className="profile-badge" data-testid="profile-badge" data-badge={badge}>
          <span aria-hidden="true">{badgeGlyphs[badge] ?? '•'}</span>
          {names[badge] ?? label}
        </li>
      ))}
    </ul>
  );
}

/** Brand names of the social networks a profile links to (not translated). */
const networkNames: Record<string, string> = {
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
};

/** What a user says about themselves: bio (line breaks kept), location, pronouns, website and social links. */
export function ProfileAbout({ about }: { about: ProfileAboutFieldsFragment }) {
  const { t } = useLingui();
  const links = about.socialLinks.filter((link) => link.network !== 'website' && isSafeWebUrl(link.url));
  const website = about.website && isSafeWebUrl(about.website) ? about.website : null;
  if (!about.bio && !about.location && !about.pronouns && !website && links.length === 0) return null;
  return (
    <div className="profile-about" data-testid="profile-about">
      {about.bio && (
        <p className="profile-bio" data-testid="profile-bio">
          {about.bio}
        </p>
      )}
      <dl className="profile-facts">
        {about.pronouns && (
          <div>
            <dt>{t`Pronouns`}</dt>
            <dd data-testid="profile-pronouns">{about.pronouns}</dd>
          </div>
        )}
        {about.location && (
          <div>
            <dt>{t`Location`}</dt>
            <dd data-testid="profile-location">{about.location}</dd>
          </div>
        )}
        {website && (
          <div>
            <dt>{t`Website`}</dt>
            <dd>
              <a href={website} rel="noopener noreferrer nofollow ugc" target="_blank" data-testid="profile-website">
                {website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {links.length > 0 && (
        <ul className="profile-socials" aria-label={t`Social links`} data-testid="profile-socials">
          {links.map((link) => (
            <li key={link.network}>
              <a href={link.url} rel="noopener noreferrer nofollow ugc" target="_blank" data-testid="profile-social" data-network={link.network}>
                {networkNames[link.network] ?? link.network}: {link.value}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
