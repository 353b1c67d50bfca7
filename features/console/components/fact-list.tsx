import type { ReactNode } from 'react';
import styles from '../console.module.css';

export type Fact = readonly [term: string, value: ReactNode];

/** A member's facts as a term and value list (profile, limits, safer play); `testIdOf` marks the values a journey reads. */
export function FactList({
  label,
  facts,
  testId,
  testIdOf,
}: {
  label: string;
  facts: readonly Fact[];
  testId?: string;
  testIdOf?: (term: string) => string | undefined;
}) {
  return (
    <dl className={styles.facts} aria-label={label} data-testid={testId}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-testid={testIdOf?.(term)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
