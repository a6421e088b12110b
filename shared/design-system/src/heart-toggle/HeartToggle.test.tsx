import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { HeartToggle } from './HeartToggle';
import type { FunctionLike } from 'jest-mock';

function Controlled({ onToggle }: { onToggle: () => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <HeartToggle
      pressed={pressed}
      label="Save Weekend 1 to my wishlist"
      onToggle={() => {
        onToggle();
        setPressed((value) => !value);
      }}
    />
  );
}

describe('HeartToggle', () => {
  it('is a named toggle button whose pressed state follows clicks and the keyboard', async () => {
    const onToggle = jest.fn<FunctionLike>();
    render(<Controlled onToggle={onToggle} />);
    const heart = screen.getByRole('button', { name: 'Save Weekend 1 to my wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    heart.focus();
    await userEvent.keyboard('{Enter}');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(onToggle).toHaveBeenCalledTimes(3);
  });

  it('fills the heart only when pressed', () => {
    const { rerender } = render(<HeartToggle pressed={false} label="Save" onToggle={() => {}} />);
    expect(document.querySelector('path')).toHaveAttribute('fill', 'none');
    rerender(<HeartToggle pressed label="Save" onToggle={() => {}} />);
    expect(document.querySelector('path')).toHaveAttribute('fill', 'currentColor');
  });
});
