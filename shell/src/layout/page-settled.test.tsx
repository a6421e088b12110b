import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { isPageSettled, resetPageSettled, SETTLE_TIMEOUT_MS, usePageSettled } from './page-settled';

afterEach(() => {
  resetPageSettled();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('page settled (the shell extras wait for the page)', () => {
  it('needs a heading in main and nothing busy there', () => {
    const page = document.createElement('div');
    page.innerHTML = '<main><div aria-busy="true"></div></main>';
    expect(isPageSettled(page)).toBe(false);
    page.innerHTML = '<main><h1>Stays</h1><div aria-busy="true"></div></main>';
    expect(isPageSettled(page)).toBe(false);
    page.innerHTML = '<header><h1>Logo</h1></header><main><p>no heading</p></main>';
    expect(isPageSettled(page)).toBe(false);
    page.innerHTML = '<main><h1>Stays</h1><div aria-busy="false"></div></main>';
    expect(isPageSettled(page)).toBe(true);
  });

  it('turns true when the page shows its first screen, and stays true', async () => {
    const { container, rerender } = render(
      <main>
        <div aria-busy="true" />
      </main>,
    );
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    await act(async () =>
      rerender(
        <main>
          <h1>Weekend in Madrid</h1>
        </main>,
      ),
    );
    expect(container.querySelector('h1')).not.toBeNull();
    await waitFor(() => expect(result.current).toBe(true));
    await act(async () => rerender(<main aria-busy="true" />));
    expect(result.current).toBe(true);
  });

  it('gives up waiting after SETTLE_TIMEOUT_MS on a page that never settles', () => {
    jest.useFakeTimers();
    render(<main aria-busy="true" />);
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(SETTLE_TIMEOUT_MS));
    expect(result.current).toBe(true);
  });
});
