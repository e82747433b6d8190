import CNcurses
import TourKit

/// Writes the clusters ncurses cannot carry in a cell (see ``CellRoute``): the one exception
/// to ncurses writing the screen.
///
/// ncurses holds invisible blanks in their cells, so it repaints them when the canvas puts
/// something else there, and never takes a real cell for one. After `doupdate` has written and
/// flushed, each cluster is written at its absolute position (`cup`) in its colours and
/// attributes (`sgr0`, `op`, `bold`, `dim`, `smul`, `rev`, `sitm`, `setaf`, `setab`), all
/// between `sc` and `rc`: the terminal saves and restores the cursor, attributes and character
/// set around them, so what ncurses believes of those stays true. The bytes go to the same
/// descriptor as ncurses', in one write that is retried until done.
struct ClusterWriter {
  /// A cluster to write: its position, its scalars (a strikethrough overlay included) and its
  /// style.
  struct Cluster {
    let x: Int
    let y: Int
    let characters: [wchar_t]
    let style: CellStyle
  }

  /// Whether the terminal can take clusters this way: it has `sc`, `rc` and `cup`. (Every
  /// terminal tour knows of does; without them, clusters go to ncurses anyway, as many scalars
  /// as a cell holds, and what follows one ncurses counts narrower may be misplaced.)
  let isAvailable: Bool
  private let output: Int32
  private let cursorAddress: String?
  private let save: [UInt8]
  private let restore: [UInt8]
  private let reset: [UInt8]
  private let foreground: String?
  private let background: String?
  private let attributes: [(TextAttributes, [UInt8])]

  /// A writer to `output`, with the current ncurses screen's terminfo strings.
  init(output: Int32) {
    self.output = output
    cursorAddress = Terminfo.string("cup")
    save = Terminfo.bytes(Terminfo.string("sc"))
    restore = Terminfo.bytes(Terminfo.string("rc"))
    isAvailable = cursorAddress != nil && !save.isEmpty && !restore.isEmpty
    reset = Terminfo.bytes(Terminfo.string("sgr0")) + Terminfo.bytes(Terminfo.string("op"))
    foreground = Terminfo.string("setaf")
    background = Terminfo.string("setab")
    let names: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.underline, "smul"), (.reverse, "rev"), (.italic, "sitm"),
    ]
    attributes = names.map { ($0.0, Terminfo.bytes(Terminfo.string($0.1))) }
  }

  /// Writes `clusters` (none: nothing at all).
  func write(_ clusters: [Cluster]) {
    guard isAvailable, !clusters.isEmpty else { return }
    // A failed write means the terminal is gone: the input sees the hang-up.
    _ = Platform.writeAll(output, bytes(for: clusters))
  }

  /// The bytes that draw `clusters` and leave the cursor and attributes as they were.
  func bytes(for clusters: [Cluster]) -> [UInt8] {
    var bytes = save
    for cluster in clusters {
      bytes += Terminfo.bytes(cursorAddress, cluster.y, cluster.x)
      bytes += reset
      for (attribute, string) in attributes where cluster.style.attributes.contains(attribute) {
        bytes += string
      }
      if case .indexed(let index) = cluster.style.foreground {
        bytes += Terminfo.bytes(foreground, Int(index))
      }
      if case .indexed(let index) = cluster.style.background {
        bytes += Terminfo.bytes(background, Int(index))
      }
      for character in cluster.characters {
        if let scalar = Unicode.Scalar(UInt32(bitPattern: character)) {
          bytes += Array(String(scalar).utf8)
        }
      }
    }
    return bytes + reset + restore
  }
}
