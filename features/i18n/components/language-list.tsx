'use client';

import type { LanguageOption } from '../language-options';
import styles from './language.module.css';

/** Countries with their languages; the current one is marked. */
export function LanguageList({
  options,
  current,
  onChoose,
}: {
  options: LanguageOption[];
  current: string;
  onChoose: (segment: string) => void;
}) {
  const byCountry = new Map<string, LanguageOption[]>();
  for (const o of options) byCountry.set(o.country, [...(byCountry.get(o.country) ?? []), o]);
  return (
    <div className={styles.list}>
      {[...byCountry.entries()].map(([country, langs]) => (
        <div key={country} className={styles.country}>
          <h3>{country}</h3>
          <div className={styles.chips}>
            {langs.map((o) => (
              <button
                key={o.segment}
                type="button"
                lang={o.language}
                aria-current={o.segment === current ? 'true' : undefined}
                className={styles.chip}
                onClick={() => onChoose(o.segment)}
              >
                {o.languageName}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
