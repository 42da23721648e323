// multipart/form-data bodies written by hand for the upload tests, so a test controls every byte the
// browser would send (field order, file names with paths, several files) and can send what no
// browser would. uploadFile() posts one to /sys/common/upload as a signed-in (or anonymous) client.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { API, type TestApp } from './test-app.ts';

export type Part = { name: string; value: string } | { name: string; fileName: string; data: Buffer; type?: string };

const quoted = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----it${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(part.name)}`;
    if ('data' in part) {
      head += `; filename=${quoted(part.fileName)}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    }
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      'data' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadAnswer {
  status: number;
  body: { success: boolean; message: string; code: number };
  raw: LightMyRequestResponse;
}

/** POST the parts to the upload route (signed; with the admin's token unless `token` is given, '' for none). */
export async function upload(t: TestApp, parts: Part[], token = t.token): Promise<UploadAnswer> {
  const { payload, headers } = multipart(parts);
  const raw = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    payload,
    headers: token ? { ...headers, 'x-access-token': token } : headers,
  });
  return { status: raw.statusCode, body: raw.json(), raw };
}

/** The usual form of the upload widget: file, isup=1, biz. */
export function fileParts(fileName: string, data: Buffer, biz?: string): Part[] {
  return [
    { name: 'file', fileName, data },
    { name: 'isup', value: '1' },
    ...(biz === undefined ? [] : [{ name: 'biz', value: biz }]),
  ];
}
