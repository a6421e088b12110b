// Replace a global or an environment variable for a test and put every original back at once.
// jest.replaceProperty cannot add a property that does not exist yet (IntersectionObserver in
// jsdom, an unset variable), so these keep the originals themselves.

const globalsStubbed = new Map<PropertyKey, PropertyDescriptor | undefined>();
const envStubbed = new Map<string, string | undefined>();

/** Sets `globalThis[name]` (and `window[name]` in jsdom, the same object) until unstubAllGlobals. */
export function stubGlobal(name: PropertyKey, value: unknown): void {
  if (!globalsStubbed.has(name)) {
    globalsStubbed.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  }
  Object.defineProperty(globalThis, name, {
    value,
    writable: true,
    configurable: true,
    enumerable: true,
  });
}

export function unstubAllGlobals(): void {
  for (const [name, original] of globalsStubbed) {
    if (original) Object.defineProperty(globalThis, name, original);
    else Reflect.deleteProperty(globalThis, name);
  }
  globalsStubbed.clear();
}

/** Sets `process.env[name]` until unstubAllEnvs. */
export function stubEnv(name: string, value: string | undefined): void {
  if (!envStubbed.has(name)) envStubbed.set(name, process.env[name]);
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

export function unstubAllEnvs(): void {
  for (const [name, original] of envStubbed) {
    if (original === undefined) delete process.env[name];
    else process.env[name] = original;
  }
  envStubbed.clear();
}
