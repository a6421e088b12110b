import { IDEAS_PER_SECTION, type IdeasResponse } from '@shop/api-contract';
import { safeContentHref, sameSiteImage } from '@shop/criteria';
import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link } from '@shop/platform';
import { useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './Ideas.module.css';

type Section = IdeasResponse['sections'][number];

/**
 * CONT-025, LEFT-028: one section of idea cards: 6 shown, then "See more" shows the rest and
 * moves focus to the first card it revealed.
 */
export function IdeasSection({ section }: { section: Section }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const firstHidden = useRef<HTMLAnchorElement>(null);
  const ideas = section.ideas.filter((idea) => safeContentHref(idea.url) && idea.label.trim());
  const shown = expanded ? ideas : ideas.slice(0, IDEAS_PER_SECTION);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {section.title}
      </h2>
      {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      <ul className={styles.cards}>
        {shown.map((idea, index) => (
          <li key={`${idea.url}-${idea.label}`}>
            <Link
              to={safeContentHref(idea.url) ?? '/'}
              className={styles.card}
              ref={index === IDEAS_PER_SECTION ? firstHidden : undefined}
            >
              {sameSiteImage(idea.cover) ? (
                <img
                  src={sameSiteImage(idea.cover)}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                />
              ) : (
                <span className={styles.noImage} aria-hidden="true" />
              )}
              <span className={styles.label}>{idea.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {!expanded && ideas.length > IDEAS_PER_SECTION ? (
        <Button
          onClick={() => {
            setExpanded(true);
            requestAnimationFrame(() => firstHidden.current?.focus());
          }}
          aria-label={t('ideas.seeMoreOf', { section: section.title })}
        >
          {t('ideas.seeMore')}
        </Button>
      ) : null}
    </section>
  );
}
