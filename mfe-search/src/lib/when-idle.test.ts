import { whenIdle } from './when-idle';

describe('whenIdle (ADR 0014)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task after the delay, at the next idle time', () => {
    const task = vi.fn();
    const idle = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    whenIdle(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('runs after the delay where idle callbacks do not exist, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 500);
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 500)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
