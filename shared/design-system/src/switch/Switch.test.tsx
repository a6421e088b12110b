import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from '@jest/globals';
import { Switch } from './Switch';

function Harness() {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Include offers around"
      description="Within 30 km"
      checked={on}
      onCheckedChange={setOn}
    />
  );
}

describe('Switch', () => {
  it('is a labelled switch toggled by click and Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const control = screen.getByRole('switch', { name: 'Include offers around' });
    expect(control).toHaveAccessibleDescription('Within 30 km');
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Include offers around'));
    expect(control).toBeChecked();
  });
});
