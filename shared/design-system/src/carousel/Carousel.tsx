import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '../utils/icons';
import { prefersReducedMotion } from '../utils/motion';
import { cx } from '../utils/cx';
import { useStyleProperties } from '../utils/style-properties';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible names of the arrow buttons. */
  previousLabel: string;
  nextLabel: string;
  /** Slides; each child becomes a list item. */
  children: ReactNode;
  /** Items moved per arrow click (the product carousel moves 4, CRIT-097). */
  itemsPerMove?: number;
  /** Space between items in pixels, included in each move (16 in CRIT-097). */
  offset?: number;
  /** Width of an item (CSS length); by default the item's own width. */
  itemWidth?: string;
  /** Length of the slide animation (300 ms, CRIT-097); instant with reduced motion. */
  durationMs?: number;
  /**
   * Slides with nothing focusable (images): the scrolling track itself takes keyboard focus, so
   * the arrow keys scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
   */
  focusableTrack?: boolean;
  /**
   * A page-level carousel is a named region landmark (default). Many small ones (an image
   * carousel per result card) are named groups instead, so the landmarks stay few and unique.
   */
  landmark?: boolean;
  className?: string;
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Horizontally scrolling list with scroll snap (swipe on touch) and previous/next buttons that
 * move a fixed number of items with a timed smooth scroll.
 */
export function Carousel({
  label,
  previousLabel,
  nextLabel,
  children,
  itemsPerMove = 1,
  offset = 0,
  itemWidth,
  durationMs = 300,
  focusableTrack = false,
  landmark = true,
  className,
}: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const frame = useRef<number | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const count = Children.count(children);

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const start = track.scrollLeft <= 1;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') {
      updateEdges();
      return;
    }
    // A new observer reports the track once after layout: measuring here instead would force a
    // layout per carousel while the page renders its cards.
    const observer = new ResizeObserver(updateEdges);
    observer.observe(track);
    return () => observer.disconnect();
  }, [updateEdges, count]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const scrollTo = (to: number) => {
    const track = trackRef.current;
    if (!track) return;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    if (durationMs <= 0 || prefersReducedMotion()) {
      track.scrollLeft = to;
      updateEdges();
      return;
    }
    const from = track.scrollLeft;
    const started = performance.now();
    track.dataset.animating = 'true'; // snapping off while animating, or it fights the animation
    const step = (now: number) => {
      const t = Math.min(1, (now - started) / durationMs);
      track.scrollLeft = from + (to - from) * easeInOut(t);
      if (t < 1) {
        frame.current = requestAnimationFrame(step);
      } else {
        frame.current = null;
        delete track.dataset.animating;
        updateEdges();
      }
    };
    frame.current = requestAnimationFrame(step);
  };

  const move = (direction: 1 | -1) => {
    const track = trackRef.current;
    const first = track?.firstElementChild;
    if (!track || !(first instanceof HTMLElement)) return;
    if (direction === 1 ? edges.end : edges.start) return;
    const distance = itemsPerMove * (first.getBoundingClientRect().width + offset);
    const max = track.scrollWidth - track.clientWidth;
    scrollTo(Math.max(0, Math.min(max, track.scrollLeft + direction * distance)));
  };

  const vars = useStyleProperties<HTMLUListElement>({
    '--carousel-gap': `${offset}px`,
    ...(itemWidth ? { '--carousel-item-width': itemWidth } : {}),
  });

  const Root = landmark ? 'section' : 'div';
  return (
    <Root
      role={landmark ? undefined : 'group'}
      aria-label={label}
      className={cx(styles.carousel, className)}
    >
      <ul
        ref={(element) => {
          trackRef.current = element;
          vars(element);
        }}
        className={styles.track}
        onScroll={updateEdges}
        // A scrollable list of images must be reachable by keyboard (see focusableTrack).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={focusableTrack ? 0 : undefined}
      >
        {Children.toArray(children).map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cx(styles.arrow, styles.previous)}
        aria-label={previousLabel}
        aria-disabled={edges.start || undefined}
        onClick={() => move(-1)}
      >
        <ChevronIcon direction="left" />
      </button>
      <button
        type="button"
        className={cx(styles.arrow, styles.next)}
        aria-label={nextLabel}
        aria-disabled={edges.end || undefined}
        onClick={() => move(1)}
      >
        <ChevronIcon direction="right" />
      </button>
    </Root>
  );
}
