import { useNearViewport } from '@shop/design-system';
import { lazy, Suspense, useId } from 'react';
import { readBlocks, type ContentBlock } from '../model/read-block';
import type { BlockContext } from './BlockView';
import styles from './Space.module.css';

// Every block is below the fold (the jumbotron is the first screen): their code and their calls
// (boxes, targeted banners, top results) load as they near the viewport, each in a space
// reserved for it so nothing moves (CLS).
const BlockView = lazy(() => import('./BlockView'));

export interface ContentBlocksProps {
  /** The blocks of the content (home `blocks`, landing `components`), read tolerantly. */
  blocks: readonly unknown[];
  context: BlockContext;
}

function DeferredBlock({ block, context }: { block: ContentBlock; context: BlockContext }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const headingId = useId();
  return (
    <div ref={ref} className={styles[block.kind]} data-block={block.kind}>
      {near ? (
        <Suspense fallback={null}>
          <BlockView block={block} context={context} headingId={headingId} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** CONT-007, CONT-020: the block list of a home page flow or a landing page. */
export function ContentBlocks({ blocks, context }: ContentBlocksProps) {
  return (
    <div className={styles.blocks}>
      {readBlocks(blocks).map((block, index) => (
        // Content order is the identity of a block (blocks carry no id).
        <DeferredBlock key={`${block.kind}-${index}`} block={block} context={context} />
      ))}
    </div>
  );
}
