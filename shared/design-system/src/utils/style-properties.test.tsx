import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { useStyleProperties } from './style-properties';

function Bar({ width }: { width: number }) {
  const size = useStyleProperties<HTMLSpanElement>({ width: `${width}%`, '--columns': 3 });
  return <span data-testid="bar" ref={size} />;
}

describe('useStyleProperties (issue 16: no style attributes in served HTML)', () => {
  it('sets the properties through the CSSOM when the element mounts, and when they change', () => {
    const { getByTestId, rerender } = render(<Bar width={40} />);
    const bar = getByTestId('bar');
    expect(bar.style.width).toBe('40%');
    expect(bar.style.getPropertyValue('--columns')).toBe('3');
    rerender(<Bar width={75} />);
    expect(bar.style.width).toBe('75%');
  });
});
