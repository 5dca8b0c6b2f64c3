import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCrateTitle } from '../crates/crate-title';
import type { Badge, ProfileCrateFieldsFragment, ProfileUserFieldsFragment } from '../gql/graphql';

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
