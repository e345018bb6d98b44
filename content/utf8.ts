import { isUtf8 } from 'node:buffer'

/** The offset of the first byte of the first sequence that is not UTF-8 (RFC 3629), or -1 when every byte is valid. */
export function firstInvalidByte(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
  if (isUtf8(buffer)) return -1
  // The decoder writes U+FFFD for each bad sequence: the first U+FFFD not written as such in the file is one.
  const text = buffer.toString('utf8')
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    const offset = Buffer.byteLength(text.slice(0, i))
    if (buffer[offset] !== 0xef || buffer[offset + 1] !== 0xbf || buffer[offset + 2] !== 0xbd) return offset
  }
  return -1
}

/** The 1-based line and column (in characters) of a byte offset of valid UTF-8 text before it. */
export function positionOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  const before = Buffer.from(bytes.buffer, bytes.byteOffset, offset).toString('utf8')
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: [...before.slice(lineStart)].length + 1 }
}
