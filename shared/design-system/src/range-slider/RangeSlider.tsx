import { type ChangeEvent, useId } from 'react';
import { cx } from '../utils/cx';
import { useStyleProperties } from '../utils/style-properties';
import styles from './RangeSlider.module.css';

export type RangeValue = readonly [number, number];

export interface RangeSliderProps {
  /** Visible label of the slider group (e.g. "Price"). */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: RangeValue;
  /** Called while dragging or on each key press; the pair is always ordered (low ≤ high). */
  onChange: (value: [number, number]) => void;
  /** Called when the user releases a thumb (pointer up or key up), to apply the filter. */
  onChangeEnd?: (value: [number, number]) => void;
  /** Accessible names of the thumbs (e.g. "Minimum price", "Maximum price"). */
  minThumbLabel: string;
  maxThumbLabel: string;
  /** Formats a value for display and for aria-valuetext (e.g. cents to "€120"). */
  formatValue?: (value: number) => string;
  /** Show a "+" after the maximum when the high thumb sits at the cap (250+, CRIT-033). */
  plusAtMax?: boolean;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Two-thumb slider made of two native range inputs (keyboard and touch support for free). */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  onChangeEnd,
  minThumbLabel,
  maxThumbLabel,
  formatValue = String,
  plusAtMax = false,
  hideLabel = false,
  disabled = false,
  className,
}: RangeSliderProps) {
  const labelId = useId();
  const low = clamp(Math.min(value[0], value[1]), min, max);
  const high = clamp(Math.max(value[0], value[1]), min, max);
  const span = max - min || 1;
  const text = (v: number) => (plusAtMax && v >= max ? `${formatValue(v)}+` : formatValue(v));

  const onLow = (event: ChangeEvent<HTMLInputElement>) => {
    onChange([Math.min(Number(event.target.value), high), high]);
  };
  const onHigh = (event: ChangeEvent<HTMLInputElement>) => {
    onChange([low, Math.max(Number(event.target.value), low)]);
  };
  const end = () => onChangeEnd?.([low, high]);

  const fill = useStyleProperties<HTMLDivElement>({
    '--range-low': `${((low - min) / span) * 100}%`,
    '--range-high': `${((high - min) / span) * 100}%`,
  });

  const common = { min, max, step, disabled, onPointerUp: end, onKeyUp: end };

  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles.slider, className)}>
      <div className={styles.header}>
        <span id={labelId} className={hideLabel ? styles.hidden : styles.label}>
          {label}
        </span>
        <span className={styles.values} aria-hidden="true">
          {text(low)} – {text(high)}
        </span>
      </div>
      <div className={styles.track} ref={fill}>
        <input
          {...common}
          type="range"
          className={cx(styles.input, low >= max - step && styles.onTop)}
          aria-label={minThumbLabel}
          aria-valuetext={text(low)}
          value={low}
          onChange={onLow}
        />
        <input
          {...common}
          type="range"
          className={styles.input}
          aria-label={maxThumbLabel}
          aria-valuetext={text(high)}
          value={high}
          onChange={onHigh}
        />
      </div>
    </div>
  );
}
