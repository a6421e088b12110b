import type { ReactNode } from 'react';
import styles from './ResultsGrid.module.css';

/** LEFT-010: three columns. */
export const GRID_COLUMNS = 3;
/** SRCH-004: the second block of the grid ends before this index. */
export const SECOND_BLOCK_END = 9;

/**
 * SRCH-004: the grid's blocks: the first row (3 items), the second block up to index 9, then the
 * rest. Inline promotional blocks (SRCH-005) go after the first block.
 */
export function gridBlocks<T>(items: readonly T[]): T[][] {
  return [
    items.slice(0, GRID_COLUMNS),
    items.slice(GRID_COLUMNS, SECOND_BLOCK_END),
    items.slice(SECOND_BLOCK_END),
  ].filter((block) => block.length > 0);
}

export interface ResultsGridProps<Card extends { id: number }> {
  cards: readonly Card[];
  renderCard: (card: Card, index: number) => ReactNode;
  /** Rendered after the first row (SRCH-005 inline blocks; none yet). */
  afterFirstRow?: ReactNode;
}

/** SRCH-004: the results in a 3-column grid (one column on small screens). */
export function ResultsGrid<Card extends { id: number }>({
  cards,
  renderCard,
  afterFirstRow,
}: ResultsGridProps<Card>) {
  const blocks = gridBlocks(cards.map((card, index) => ({ card, index })));
  return (
    <div className={styles.results}>
      {blocks.map((block, blockIndex) => (
        <div key={blockIndex} className={styles.block}>
          <ol className={styles.grid} start={(block[0]?.index ?? 0) + 1} data-block={blockIndex}>
            {block.map(({ card, index }) => (
              <li key={card.id} className={styles.cell}>
                {renderCard(card, index)}
              </li>
            ))}
          </ol>
          {blockIndex === 0 ? afterFirstRow : null}
        </div>
      ))}
    </div>
  );
}
