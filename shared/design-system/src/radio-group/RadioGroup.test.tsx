import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from '@jest/globals';
import { RadioGroup } from './RadioGroup';

type Distance = '100' | '200' | '300';

function Harness() {
  const [value, setValue] = useState<Distance>('200');
  return (
    <RadioGroup<Distance>
      legend="Distance"
      options={[
        { value: '100', label: '100 km' },
        { value: '200', label: '200 km', description: 'Default' },
        { value: '300', label: '300 km' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

describe('RadioGroup', () => {
  it('is a fieldset named by its legend with labelled radios', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Distance' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    const selected = screen.getByRole('radio', { name: '200 km' });
    expect(selected).toBeChecked();
    expect(selected).toHaveAccessibleDescription('Default');
  });

  it('changes with click and arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '100 km' }));
    expect(screen.getByRole('radio', { name: '100 km' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '200 km' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '200 km' })).toHaveFocus();
  });
});
