/** CRIT-090: the review score label: a score out of 10 or "New" (copy in i18n). */
export type ReviewScoreLabel = { kind: 'new' } | { kind: 'score'; score: number; text: string };

const oneDecimal = (score: number) => Math.round(score * 10) / 10;

/**
 * CRIT-090: a score (clamped to 0–10) with one decimal and a decimal comma, e.g. 8.56 → "8,6";
 * no score (null, undefined, not a number, or 0 and below) → kind 'new'.
 */
export function reviewScoreLabel(score: number | null | undefined): ReviewScoreLabel {
  if (score == null || !Number.isFinite(score) || score <= 0) return { kind: 'new' };
  const rounded = oneDecimal(Math.min(10, score));
  return { kind: 'score', score: rounded, text: rounded.toFixed(1).replace('.', ',') };
}

/** CRIT-091: the review words (copy in i18n). */
export type ReviewWord = 'veryGood' | 'excellent' | 'fantastic' | 'perfect';

/** CRIT-091: lowest (one-decimal) score of each word, highest first. */
export const REVIEW_WORD_THRESHOLDS: readonly (readonly [number, ReviewWord])[] = [
  [9.5, 'perfect'],
  [9, 'fantastic'],
  [8.5, 'excellent'],
  [8, 'veryGood'],
];

/** CRIT-091: without the all-incentive flag only scores from this one get a word. */
export const REVIEW_WORD_MIN_WITHOUT_INCENTIVE = 9;

/**
 * CRIT-091, LEFT-031: the word for a score, read on the one-decimal score shown: 9.5 perfect, 9
 * fantastic, 8.5 excellent, 8 very good, below 8 none; without the all-incentive flag only 9 and up.
 */
export function reviewWord(
  score: number | null | undefined,
  options: { allIncentive: boolean },
): ReviewWord | undefined {
  const label = reviewScoreLabel(score);
  if (label.kind === 'new') return undefined;
  if (!options.allIncentive && label.score < REVIEW_WORD_MIN_WITHOUT_INCENTIVE) return undefined;
  return REVIEW_WORD_THRESHOLDS.find(([min]) => label.score >= min)?.[1];
}

/** CRIT-092: a review criterion bar width in percent: score × 10, score clamped to 0–10. */
export function criterionBarWidth(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(10, Math.max(0, score)) * 10;
}
