/// Picture files that cost a decoder far more than their size, made in memory for the tests
/// (the largest is a few hundred kilobytes, decoding to hundreds of megabytes): nothing this
/// big is committed. Every pixel is 0 (transparent black, or mid grey for a JPEG), which
/// compresses as far as each format allows.
public enum PictureBombs {
  /// A PNG of `width` × `height` zero pixels, `bitDepth` bits per channel (8 or 16), RGBA
  /// (colour type 6). A 7071 × 7071 16-bit one is 389 KB, and 400 MB once inflated.
  public static func png(width: Int, height: Int, bitDepth: Int = 8) -> [UInt8] {
    let rowBytes = 1 + width * 4 * bitDepth / 8
    var header: [UInt8] = []
    header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [UInt8(bitDepth), 6, 0, 0, 0]
    let data = zlibOfZeros(count: rowBytes * height)
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", data) + chunk("IEND", [])
  }

  /// A greyscale JPEG, `width` × `height` of mid grey (every coefficient 0), baseline or
  /// progressive (one DC scan, which leaves every other coefficient 0 as it should), with
  /// `components` identical channels (3: a YCbCr picture without subsampling). `blocks`
  /// (default: all) cuts the entropy-coded data after that many blocks, as a file whose
  /// header claims more than its data holds.
  public static func jpeg(
    width: Int, height: Int, progressive: Bool, components: Int = 1, blocks: Int? = nil
  ) -> [UInt8] {
    var file: [UInt8] = [0xFF, 0xD8]
    file += [0xFF, 0xDB] + bigEndian(UInt16(67)) + [0] + [UInt8](repeating: 1, count: 64)
    file += [0xFF, progressive ? 0xC2 : 0xC0] + bigEndian(UInt16(8 + 3 * components)) + [8]
    file += bigEndian(UInt16(height)) + bigEndian(UInt16(width)) + [UInt8(components)]
    for id in 1...components { file += [UInt8(id), 0x11, 0] }
    // Table 0 for DC, and for AC in a baseline file: one code, one bit long, for the value 0
    // (DC: no difference; AC: end of block).
    let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0]
    file += [0xFF, 0xC4] + bigEndian(UInt16(2 + 1 + 17)) + [0x00] + oneCode
    if !progressive { file += [0xFF, 0xC4] + bigEndian(UInt16(2 + 1 + 17)) + [0x10] + oneCode }
    file += [0xFF, 0xDA] + bigEndian(UInt16(6 + 2 * components)) + [UInt8(components)]
    for id in 1...components { file += [UInt8(id), 0x00] }
    file += progressive ? [0, 0, 0] : [0, 63, 0]
    let allBlocks = ((width + 7) / 8) * ((height + 7) / 8) * components
    let bits = (blocks ?? allBlocks) * (progressive ? 1 : 2)
    file += [UInt8](repeating: 0, count: (bits + 7) / 8)
    return file + [0xFF, 0xD9]
  }

  /// A zlib stream of `count` zero bytes, as small as deflate makes it (about 1,000 to 1, like
  /// zlib's best): one block with its own Huffman codes, in which a literal 0 is `10`, a copy
  /// of 258 bytes (symbol 285) is `0`, the end of the block (256) is `11`, and the one
  /// distance, one byte back, is `0`: two bits per 258 zeros. The Adler-32 of zeros is 1 in its
  /// low half and `count` in its high half.
  static func zlibOfZeros(count: Int) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // the last block
    bits.write(2, count: 2)  // with its own codes
    bits.write(29, count: 5)  // 286 literal/length codes
    bits.write(0, count: 5)  // 1 distance code
    bits.write(14, count: 4)  // 18 code-length codes, in deflate's order:
    // 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1 — only 18 (runs of zeros), 2 and 1 are used.
    for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] {
      bits.write(length, count: 3)
    }
    // Their codes: 18 is `0`, 1 is `10`, 2 is `11`.
    func zeros(_ run: Int) {
      bits.writeReversed(0, count: 1)
      bits.write(run - 11, count: 7)
    }
    bits.writeReversed(0b11, count: 2)  // symbol 0: length 2
    zeros(138)
    zeros(117)  // symbols 1–255: unused
    bits.writeReversed(0b11, count: 2)  // 256: length 2
    zeros(28)  // 257–284: unused
    bits.writeReversed(0b10, count: 2)  // 285: length 1
    bits.writeReversed(0b10, count: 2)  // distance 0: length 1
    bits.writeReversed(0b10, count: 2)  // a literal 0
    var left = count - 1
    while left >= 258 {
      bits.writeReversed(0, count: 1)  // copy 258
      bits.writeReversed(0, count: 1)  // from one byte back
      left -= 258
    }
    for _ in 0..<left { bits.writeReversed(0b10, count: 2) }
    bits.writeReversed(0b11, count: 2)  // end of block
    let adler = UInt32(count % 65521) << 16 | 1
    return [0x78, 0xDA] + bits.flushed + bigEndian(adler)
  }

  private struct BitWriter {
    var bytes: [UInt8] = []
    private var current = 0
    private var filled = 0

    /// Writes `count` bits of `value`, least significant first (deflate's extra bits).
    mutating func write(_ value: Int, count: Int) {
      for bit in 0..<count { push((value >> bit) & 1) }
    }

    /// Writes a Huffman code of `count` bits, most significant first.
    mutating func writeReversed(_ code: Int, count: Int) {
      for bit in stride(from: count - 1, through: 0, by: -1) { push((code >> bit) & 1) }
    }

    private mutating func push(_ bit: Int) {
      current |= bit << filled
      filled += 1
      if filled == 8 {
        bytes.append(UInt8(current))
        current = 0
        filled = 0
      }
    }

    var flushed: [UInt8] { filled == 0 ? bytes : bytes + [UInt8(current)] }
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.bigEndian, Array.init)
  }
}
