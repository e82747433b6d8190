/// What a JPEG leaves undefined that stb_image would decode anyway, from memory it never wrote.
///
/// stb_image 2.27 (Debian 12's `libstb0`) does not check that the tables a scan uses were
/// defined, nor that every component of the frame was filled by a scan: its decoder state and
/// its component buffers are allocated without being cleared, so such a file decodes "fine"
/// into pixels made of whatever the heap held before, different from one run to the next
/// (found by the picture fuzz target: converting the same bytes twice gave different cells).
/// No valid JPEG does either, so ``PictureDecoder`` refuses these files before they reach the
/// decoder, as damaged.
enum JPEGStructure {
  /// A component of the frame: its identifier and the quantisation table it uses.
  private struct Component {
    let id: UInt8
    let quantisationTable: Int
  }

  /// What stb_image would read undefined when decoding `file` (a JPEG), as a few words for
  /// `damaged JPEG data: …`; `nil` when nothing is, or when the structure is broken in a way
  /// stb_image refuses by itself before using anything undefined: a scan before the frame or
  /// of an unknown component; or, for a component no scan fills, no end-of-image marker where
  /// it looks for one (a truncated file, bytes that are not a marker after the frame header),
  /// as it reads the components only once it has found that marker. A table a scan uses is
  /// needed as soon as the scan is decoded, truncated or not: an undefined one is reported
  /// whatever follows (stb_image can even read outside its tables with it: found by fuzzing,
  /// a segmentation fault in `stbi__jpeg_huff_decode`).
  ///
  /// Walks the segments as stb_image reads them: bytes that are not a marker skipped before
  /// the frame header, tables as their segments define them, the first frame header (SOF0,
  /// SOF1 or SOF2, the frames it decodes; it refuses a second), each scan checked against the
  /// tables defined before it, its entropy-coded data skipped up to the next marker. Every
  /// step moves forward, so the walk ends for any bytes.
  static func undefinedPart(of file: [UInt8]) -> String? {
    var quantisationTables = Set<Int>()
    var dcTables = Set<Int>()
    var acTables = Set<Int>()
    var frame: (components: [Component], progressive: Bool)?
    // Components cleared or filled whole by a scan: a baseline scan, or a progressive DC
    // scan's first pass.
    var filled = Set<Int>()
    var offset = 2
    var ended = false
    walk: while offset + 2 <= file.count {
      guard file[offset] == 0xFF else {
        // stb_image skips what is not a marker until the frame header, and fails after it.
        guard frame == nil else { break }
        offset += 1
        continue
      }
      let marker = file[offset + 1]
      switch marker {
      case 0xFF:
        offset += 1  // fill byte
        continue
      case 0xD9:
        ended = true  // the end of the image
        break walk
      case 0xD0...0xD8, 0x01:
        offset += 2  // markers without a segment
        continue
      default: break
      }
      guard offset + 4 <= file.count else { break }
      let end = offset + 2 + number(file[offset + 2], file[offset + 3])
      guard end >= offset + 4, end <= file.count else { break }
      let segment = file[(offset + 4)..<end]
      switch marker {
      case 0xDB: quantisationTables.formUnion(tables(inQuantisation: segment))
      case 0xC4:
        for (isAC, table) in tables(inHuffman: segment) {
          if isAC { acTables.insert(table) } else { dcTables.insert(table) }
        }
      case 0xC0...0xC2 where frame == nil:
        guard let components = components(inFrame: segment) else { break walk }
        frame = (components, marker == 0xC2)
      case 0xDA:
        guard let frame, let scan = scan(segment) else { return nil }
        for (id, tables) in scan.components {
          guard let index = frame.components.firstIndex(where: { $0.id == id }) else {
            return nil
          }
          let table = frame.components[index].quantisationTable
          guard quantisationTables.contains(table) else {
            return "quantisation table \(table) is not defined"
          }
          let (dc, ac) = (Int(tables >> 4), Int(tables & 15))
          let firstDCPass = scan.spectralStart == 0 && scan.approximationHigh == 0
          if (!frame.progressive || firstDCPass) && !dcTables.contains(dc) {
            return "Huffman table DC\(dc) is not defined"
          }
          if (!frame.progressive || scan.spectralStart > 0) && !acTables.contains(ac) {
            return "Huffman table AC\(ac) is not defined"
          }
          if !frame.progressive || firstDCPass { filled.insert(index) }
        }
        // The entropy-coded data runs to the next marker: 0xFF bytes followed by neither a
        // stuffed zero (data, however many 0xFF come before it, as stb_image reads it) nor a
        // restart marker.
        offset = end
        while offset < file.count {
          guard file[offset] == 0xFF else {
            offset += 1
            continue
          }
          var next = offset + 1
          while next < file.count, file[next] == 0xFF { next += 1 }
          if next < file.count, file[next] != 0, !(0xD0...0xD7).contains(file[next]) {
            offset = next - 1
            break
          }
          offset = next + 1
        }
        continue
      default: break
      }
      offset = end
    }
    guard ended, let frame else { return nil }
    if let unfilled = frame.components.indices.first(where: { !filled.contains($0) }) {
      return "component \(frame.components[unfilled].id) is in no scan"
    }
    return nil
  }

  /// The quantisation tables a DQT segment defines whole: 64 values of 8 or 16 bits each.
  private static func tables(inQuantisation segment: ArraySlice<UInt8>) -> [Int] {
    var tables: [Int] = []
    var offset = segment.startIndex
    while offset < segment.endIndex {
      let size = 1 + 64 * (segment[offset] >> 4 == 0 ? 1 : 2)
      guard offset + size <= segment.endIndex else { break }
      tables.append(Int(segment[offset] & 15))
      offset += size
    }
    return tables
  }

  /// The Huffman tables a DHT segment defines whole, each as (AC or DC, number): a class and
  /// number, 16 counts of codes, then that many values.
  private static func tables(inHuffman segment: ArraySlice<UInt8>) -> [(isAC: Bool, Int)] {
    var tables: [(Bool, Int)] = []
    var offset = segment.startIndex
    while offset + 17 <= segment.endIndex {
      let codes = segment[(offset + 1)..<(offset + 17)].reduce(0) { $0 + Int($1) }
      guard offset + 17 + codes <= segment.endIndex else { break }
      tables.append((segment[offset] >> 4 != 0, Int(segment[offset] & 15)))
      offset += 17 + codes
    }
    return tables
  }

  /// A frame header's components: precision, height and width, a count, then per component
  /// its identifier, sampling factors and quantisation table.
  private static func components(inFrame segment: ArraySlice<UInt8>) -> [Component]? {
    let start = segment.startIndex
    guard segment.count >= 6 else { return nil }
    let count = Int(segment[start + 5])
    guard segment.count >= 6 + 3 * count else { return nil }
    return (0..<count).map { index in
      let offset = start + 6 + 3 * index
      return Component(id: segment[offset], quantisationTable: Int(segment[offset + 2]))
    }
  }

  /// A scan header: a count, per component its identifier and tables (DC in the high four
  /// bits, AC in the low), then the spectral selection and successive approximation.
  private static func scan(_ segment: ArraySlice<UInt8>) -> (
    components: [(id: UInt8, tables: UInt8)], spectralStart: UInt8, approximationHigh: UInt8
  )? {
    let start = segment.startIndex
    guard let count = segment.first.map(Int.init), segment.count >= 1 + 2 * count + 3 else {
      return nil
    }
    let components = (0..<count).map { index in
      (segment[start + 1 + 2 * index], segment[start + 2 + 2 * index])
    }
    let tail = start + 1 + 2 * count
    return (components, segment[tail], segment[tail + 2] >> 4)
  }

  private static func number(_ high: UInt8, _ low: UInt8) -> Int { Int(high) << 8 | Int(low) }
}
