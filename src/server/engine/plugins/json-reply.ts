// How every JSON answer (an object a route returns, the error envelope) becomes bytes. Fastify's
// default is the JSON.stringify text, which Node then encodes to UTF-8 twice per answer (its length for
// Content-Length, then the bytes, header and body joined into one string first), with V8's
// per-character encoder: for the 11 KB list page of the list bench, ~60 µs of CPU. Here the text is
// taken as UTF-16 code units (a copy) and converted by ICU's UTF-16 -> UTF-8 converter, several times
// faster, into a Buffer that Node writes as it is. The bytes are exactly those of the text in UTF-8
// (JSON.stringify never leaves a lone surrogate unescaped). Short answers stay strings: Node writes
// those through a stack buffer already, and a conversion would cost more than it saves.
import { transcode } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

/** Answers shorter than this (characters) are sent as the JSON text. */
export const BYTES_FROM = 4096;
/** Answers up to this many characters take their UTF-16 copy in one kept buffer, not a new one each. */
const SCRATCH_CHARS = 128 * 1024;
let scratch: Buffer | undefined;

/** The JSON of `value` as Fastify sends it: the text when short, else its UTF-8 bytes. */
export function jsonReply(value: unknown): string | Buffer {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined || text.length < BYTES_FROM) return text as string;
  if (text.length > SCRATCH_CHARS) return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  scratch ??= Buffer.allocUnsafeSlow(2 * SCRATCH_CHARS);
  // transcode copies into a new Buffer: the scratch is free again when it returns.
  return transcode(scratch.subarray(0, scratch.write(text, 0, 'utf16le')), 'utf16le', 'utf8');
}

/** Every route of `app` registered after this call serialises its JSON answers with jsonReply. */
export function registerJsonReply(app: FastifyInstance): void {
  // Fastify types the serializer as returning a string; a Buffer is sent as it is (reply.send's own
  // Buffer path: Content-Length from its length).
  app.setReplySerializer(jsonReply as (payload: unknown) => string);
}
