import { jest } from '@jest/globals';

// Jest's fake timers take the list of APIs *not* to fake; tests here name the ones to fake.
const FAKEABLE = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
type Fakeable = (typeof FAKEABLE)[number];

export interface FakeTimersOptions {
  /** Only these APIs are faked (default: all but nextTick and queueMicrotask, which React needs). */
  toFake?: readonly Fakeable[];
  /** The fake clock follows the real one (for userEvent's delays). */
  shouldAdvanceTime?: boolean;
  now?: number | Date;
}

export function fakeTimers(options: FakeTimersOptions = {}): void {
  const toFake =
    options.toFake ?? FAKEABLE.filter((api) => api !== 'nextTick' && api !== 'queueMicrotask');
  jest.useFakeTimers({
    doNotFake: FAKEABLE.filter((api) => !toFake.includes(api)),
    ...(options.shouldAdvanceTime ? { advanceTimers: true } : {}),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
}

/**
 * Sets the clock's time. Without fake timers it fakes `Date` alone (as Vitest's setSystemTime
 * did); jest.useRealTimers() puts the real `Date` back.
 */
export function setSystemTime(now: number | Date): void {
  if (Object.prototype.hasOwnProperty.call(Date, 'clock')) jest.setSystemTime(now);
  else fakeTimers({ toFake: ['Date'], now });
}
