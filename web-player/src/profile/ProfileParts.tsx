import { Plural } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ProfileCrateFieldsFragment } from '../gql/graphql';

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
                <span className="profile-crate-name">{crate.crateName}</span>
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
