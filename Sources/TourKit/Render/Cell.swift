import Synchronization

/// One cell of a ``Canvas``: a grapheme cluster and its style.
///
/// A wide character (CJK, emoji) fills its cell and the next one (an emoji sequence that the
/// terminal draws apart, more); those cells are *continuations* with empty text, so that every
/// row has exactly `width` cells.
///
/// A cell holds no reference: a cluster of one scalar (nearly every cell) is stored as the
/// scalar, a longer one as its number in a table of the clusters met so far, which holds each
/// cluster once (``ClusterTable``). Copying, blanking and comparing the cells of a frame is
/// then copying and comparing a few bytes, with no reference counting and no string comparison.
package struct Cell: Equatable, Sendable {
  /// What the cell shows: 0 for a continuation, a scalar's value, or a cluster's number in
  /// ``ClusterTable`` with ``Cell/clusterFlag`` set.
  private var glyph: UInt32
  /// Colours and attributes.
  package var style: CellStyle

  /// Marks a ``glyph`` that is a cluster's number (scalars stop at 0x10FFFF).
  private static let clusterFlag: UInt32 = 1 << 31

  /// Creates a cell showing `text` (one grapheme cluster; `""`: a continuation).
  package init(text: String, style: CellStyle = .plain) {
    self.style = style
    let scalars = text.unicodeScalars
    if let first = scalars.first, first.value != 0,
      scalars.index(after: scalars.startIndex) == scalars.endIndex
    {
      glyph = first.value
    } else if text.isEmpty {
      glyph = 0
    } else {
      glyph = Self.glyph(ofCluster: text, numbered: ClusterTable.number(of:))
    }
  }

  /// The glyph of `cluster` (more than one scalar) as `numbered` numbers it; when the table is
  /// full, its first scalar: the base letter of an accented one, what is left of a sequence.
  static func glyph(ofCluster cluster: String, numbered: (String) -> UInt32?) -> UInt32 {
    if let number = numbered(cluster) { return Self.clusterFlag | number }
    let first = cluster.unicodeScalars.first?.value ?? 0
    return first == 0 ? Unicode.Scalar(0xFFFD).unsafelyUnwrapped.value : first
  }

  /// Creates a cell showing one scalar other than U+0000: what drawing ASCII makes, without a
  /// string.
  package init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
    precondition(scalar.value != 0, "U+0000 is not a cell's scalar")
    glyph = scalar.value
    self.style = style
  }

  /// Creates a cell showing `character`.
  package init(_ character: Character, style: CellStyle = .plain) {
    let scalars = character.unicodeScalars
    if let first = scalars.first, first.value != 0,
      scalars.index(after: scalars.startIndex) == scalars.endIndex
    {
      self.init(scalar: first, style: style)
    } else {
      self.init(text: String(character), style: style)
    }
  }

  /// A continuation of a wide character in `style`.
  package static func continuation(_ style: CellStyle) -> Cell {
    var cell = Cell.blank
    cell.glyph = 0
    cell.style = style
    return cell
  }

  /// A blank cell in the default style.
  package static let blank = Cell(scalar: " ")

  /// The grapheme drawn here; `""` in the continuations of a wide character.
  package var text: String {
    get {
      if glyph == 0 { return "" }
      if glyph & Self.clusterFlag != 0 { return ClusterTable.cluster(glyph & ~Self.clusterFlag) }
      return String(Character(Unicode.Scalar(glyph).unsafelyUnwrapped))
    }
    set { self = Cell(text: newValue, style: style) }
  }

  /// Whether this cell continues the wide character on its left.
  var isContinuation: Bool { glyph == 0 }

  /// The scalar drawn here when the cell holds exactly one (`nil`: a continuation or a cluster
  /// of several).
  package var scalar: Unicode.Scalar? {
    glyph == 0 || glyph & Self.clusterFlag != 0 ? nil : Unicode.Scalar(glyph)
  }
}

/// The clusters of more than one scalar that cells have shown, each once, by number: what lets
/// a ``Cell`` hold no reference. It grows by the distinct clusters drawn (combining marks, emoji
/// sequences, flags), which a tour's text bounds, but what is typed or pasted into a text field
/// is not: past ``ClusterNumbers/standard``'s limits a new cluster is drawn as its first scalar,
/// so a session's memory stays bounded whatever it is fed.
enum ClusterTable {
  private static let clusters = Mutex(ClusterNumbers.standard)

  /// The number of `cluster`, given one when it is new; `nil` when the table is full.
  static func number(of cluster: String) -> UInt32? {
    clusters.withLock { $0.number(of: cluster) }
  }

  /// The cluster numbered `number`.
  static func cluster(_ number: UInt32) -> String {
    clusters.withLock { $0.cluster(number) }
  }
}

/// Clusters numbered in the order they are met, up to a count and a size.
struct ClusterNumbers {
  /// The most clusters numbered.
  let maximumCount: Int
  /// The most UTF-8 bytes of them kept (one cluster may be any length: a letter and a
  /// thousand marks is one).
  let maximumBytes: Int
  private var byNumber: [String] = []
  private var numbers: [String: UInt32] = [:]
  private var bytes = 0

  /// The process's table: 65,536 clusters, 4 MiB of them, far beyond what any tour shows.
  static let standard = ClusterNumbers(maximumCount: 1 << 16, maximumBytes: 4 << 20)

  init(maximumCount: Int, maximumBytes: Int) {
    self.maximumCount = maximumCount
    self.maximumBytes = maximumBytes
  }

  /// The number of `cluster`, given one when it is new and there is room; `nil` otherwise.
  mutating func number(of cluster: String) -> UInt32? {
    if let number = numbers[cluster] { return number }
    let size = cluster.utf8.count
    guard byNumber.count < maximumCount, bytes + size <= maximumBytes else { return nil }
    let number = UInt32(byNumber.count)
    byNumber.append(cluster)
    numbers[cluster] = number
    bytes += size
    return number
  }

  /// The cluster numbered `number`.
  func cluster(_ number: UInt32) -> String { byNumber[Int(number)] }
}
