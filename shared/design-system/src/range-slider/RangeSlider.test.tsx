import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { RangeSlider } from './RangeSlider';
import type { FunctionLike } from 'jest-mock';

function Harness({
  initial,
  onChangeEnd,
}: {
  initial: [number, number];
  onChangeEnd?: (value: [number, number]) => void;
}) {
  const [value, setValue] = useState<[number, number]>(initial);
  return (
    <RangeSlider
      label="Price"
      min={0}
      max={250}
      value={value}
      onChange={setValue}
      onChangeEnd={onChangeEnd}
      minThumbLabel="Minimum price"
      maxThumbLabel="Maximum price"
      formatValue={(v) => `€${v}`}
      plusAtMax
    />
  );
}

describe('RangeSlider', () => {
  it('has two named native sliders in a labelled group with formatted value text', () => {
    render(<Harness initial={[20, 250]} />);
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(low).toHaveValue('20');
    expect(low).toHaveAttribute('aria-valuetext', '€20');
    expect(high).toHaveAttribute('aria-valuetext', '€250+');
    expect(screen.getByText('€20 – €250+')).toBeInTheDocument();
  });

  it('moves with the keyboard and reports the end of a change', async () => {
    const user = userEvent.setup();
    const onChangeEnd = jest.fn<FunctionLike>();
    render(<Harness initial={[20, 250]} onChangeEnd={onChangeEnd} />);
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    high.focus();
    fireEvent.change(high, { target: { value: '249' } });
    expect(high).toHaveAttribute('aria-valuetext', '€249');
    await user.keyboard('{ArrowLeft}');
    expect(onChangeEnd).toHaveBeenCalledWith([20, 249]);
  });

  it('keeps the values ordered', () => {
    render(<Harness initial={[50, 100]} />);
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    fireEvent.change(low, { target: { value: '180' } });
    expect(low).toHaveValue('100');
    fireEvent.change(high, { target: { value: '10' } });
    expect(high).toHaveValue('100');
    expect(Number((low as HTMLInputElement).value)).toBeLessThanOrEqual(
      Number((high as HTMLInputElement).value),
    );
  });
});
