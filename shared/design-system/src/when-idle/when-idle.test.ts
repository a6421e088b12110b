import { whenIdle } from './when-idle';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

describe('whenIdle (ADR 0014)', () => {
  beforeEach(() => {
    fakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs the task after the delay, at the next idle time', () => {
    const task = jest.fn<FunctionLike>();
    const idle = jest.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    stubGlobal('requestIdleCallback', idle);
    whenIdle(task, 1000);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
    unstubAllGlobals();
  });

  it('runs after the delay where idle callbacks do not exist, and can be cancelled', () => {
    stubGlobal('requestIdleCallback', undefined);
    const task = jest.fn<FunctionLike>();
    whenIdle(task, 500);
    jest.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn<FunctionLike>();
    whenIdle(cancelled, 500)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
    unstubAllGlobals();
  });
});
