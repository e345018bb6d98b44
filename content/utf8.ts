/** The offset of the first byte that cannot start or continue a UTF-8 sequence (RFC 3629), or -1 when every byte is valid. */
export function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!
    if (b < 0x80) {
      i++
      continue
    }
    // The sequence's length and the range its second byte must fall in.
    const [length, low, high] =
      b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf]
      : b === 0xe0 ? [3, 0xa0, 0xbf]
      : b === 0xed ? [3, 0x80, 0x9f]
      : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf]
      : b === 0xf0 ? [4, 0x90, 0xbf]
      : b === 0xf4 ? [4, 0x80, 0x8f]
      : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf]
      : [0, 0, 0]
    if (length === 0) return i
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k]
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i
    }
    i += length
  }
  return -1
}

/** The 1-based line and column (in characters) of a byte offset of valid UTF-8 text before it. */
export function positionOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  const before = Buffer.from(bytes.buffer, bytes.byteOffset, offset).toString('utf8')
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: [...before.slice(lineStart)].length + 1 }
}
