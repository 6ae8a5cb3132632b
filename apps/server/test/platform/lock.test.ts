import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/platform/lock';
import { openDatabase } from '../../src/platform/db';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-lock-'));

describe('DATA_DIR lock', () => {
  it('refuses a second holder while the first process lives', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    fs.writeFileSync(path.join(dir, 'padosi.lock'), String(child.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Padosi process/);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a dead process and releases its own', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'padosi.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'padosi.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'padosi.lock'))).toBe(false);
  });

  it('a PGlite database holds its DATA_DIR until closed', async () => {
    const dir = tmp();
    const first = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(path.join(dir, 'padosi.lock'), 'utf8')).toBe(String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dir, 'padosi.lock'))).toBe(false);
  });
});
