import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes .br and .gz beside a text asset, so the server sends it compressed without compressing per request. */
export function writeCompressed(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) return;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
