import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { BUILD_FILE_RECHECK_MS, readWhileUnchanged } from './build-files';

describe('readWhileUnchanged (a build file read once per version, issue 16)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'build-files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const readJson = (name: string) => JSON.parse(readFileSync(name, 'utf8')) as unknown;

  it('reads a file once while unchanged, again once its modification time changes', () => {
    const file = path.join(folder, 'mf-manifest.json');
    writeFileSync(file, '{"version":1}');
    utimesSync(file, 1_000, 1_000);
    const reads: string[] = [];
    let clock = 0;
    const read = readWhileUnchanged(
      (name) => {
        reads.push(name);
        return readJson(name);
      },
      { now: () => clock },
    );

    expect(read(file)).toEqual({ version: 1 });
    clock += BUILD_FILE_RECHECK_MS;
    expect(read(file)).toEqual({ version: 1 });
    expect(reads).toHaveLength(1);

    writeFileSync(file, '{"version":2}');
    utimesSync(file, 2_000, 2_000);
    // Within the recheck interval, the file is not looked at: what was read stays.
    clock += BUILD_FILE_RECHECK_MS - 1;
    expect(read(file)).toEqual({ version: 1 });
    clock += 1;
    expect(read(file)).toEqual({ version: 2 });
    expect(reads).toHaveLength(2);
  });

  it('answers null for a missing or unreadable file, and reads it once it is there', () => {
    const file = path.join(folder, 'late.json');
    const read = readWhileUnchanged(readJson, { recheckAfterMs: 0 });
    expect(read(file)).toBeNull();
    writeFileSync(file, 'not json');
    expect(read(file)).toBeNull();
    writeFileSync(file, '[1]');
    utimesSync(file, 3_000, 3_000);
    expect(read(file)).toEqual([1]);
    rmSync(file);
    expect(read(file)).toBeNull();
  });
});
