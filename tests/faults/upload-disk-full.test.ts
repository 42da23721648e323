// A full upload disk: the server runs in a mount namespace of its own (unshare -m; -r as well when
// not root) with UPLOAD_DIR on a 128 KB tmpfs, so writes fail with a real ENOSPC without touching the
// machine's disks. A small upload is stored; one larger than the free space gets 507 with a clear
// message and leaves no file (not even the hidden temp file); a small upload afterwards still works.
// The test sees the server's tmpfs through /proc/<pid>/root.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../src/server/platform/files/test-fixtures.ts';
import { multipart } from '../integration/helpers/multipart.ts';
import { login, type ServerProcess } from '../integration/helpers/server-process.ts';
import { faultSuite } from './fault-suite.ts';

const TMPFS_SIZE = '128k';

/** Every file under `dir`, relative, hidden ones included. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

describe('a full upload disk', () => {
  const suite = faultSuite('sqlite'); // the database plays no part; the file system does
  let server: ServerProcess;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = suite.uploadDir;
    const asRoot = process.getuid?.() === 0;
    server = await suite.start({
      wrap: [
        'unshare',
        ...(asRoot ? ['-m'] : ['-r', '-m']),
        'sh',
        '-c',
        `mkdir -p "$UPLOAD_DIR" && mount -t tmpfs -o size=${TMPFS_SIZE} tmpfs "$UPLOAD_DIR" && exec "$@"`,
        'sh',
      ],
    });
  }, 120_000);

  it('refuses an upload that does not fit with 507 and leaves no partial file', async () => {
    const token = await login(server);
    const seen = join(`/proc/${server.child.pid}/root`, uploadDir);
    const upload = (fileName: string, data: Buffer) => {
      const { payload, headers } = multipart([
        { name: 'biz', value: 'disk' },
        { name: 'file', fileName, data },
      ]);
      return server.call<null>('POST', '/sys/common/upload', { token, body: payload, headers });
    };

    const small = await upload('a.png', png());
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    expect(filesUnder(seen)).toEqual([small.body.message]);

    const big = await upload('big.txt', Buffer.alloc(512 * 1024, 'a'));
    expect(big.status, JSON.stringify(big.body)).toBe(507);
    expect(big.body).toMatchObject({ success: false, code: 507 });
    expect(big.body.message).toBe(
      'Not enough storage space on the server: the file was not saved; please contact the administrator',
    );
    expect(filesUnder(seen)).toEqual([small.body.message]); // no partial file, no temp file

    const again = await upload('b.png', png());
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(filesUnder(seen).sort()).toEqual([small.body.message, again.body.message].sort());
    await server.kill();
  }, 60_000);
});
