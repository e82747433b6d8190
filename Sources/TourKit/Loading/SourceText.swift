/// A tour file's text split into lines, with helpers to report places in it.
struct SourceText {
  /// The lines, without their line endings.
  let lines: [Substring]

  init(_ text: String) {
    // "\r\n" is one Character in Swift, so it is a separator of its own.
    lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  /// Whether line `index` (0-based) holds only `---` (up to three leading spaces, any trailing).
  func isPageSeparator(_ index: Int) -> Bool {
    let line = lines[index]
    let leading = line.prefix { $0 == " " }.count
    return leading <= 3 && line.trimmingSpaces == "---"
  }

  /// The 1-based column (in characters) where `part` starts in `line`.
  static func column(of part: Substring, in line: Substring) -> Int {
    line.distance(from: line.startIndex, to: part.startIndex) + 1
  }
}

/// Tracks fenced code blocks line by line, so separators inside code are left alone.
struct FenceTracker {
  private var open: (character: Character, length: Int)?

  /// Feeds one line; returns whether it is inside (or opens or closes) a fenced block.
  mutating func isInFence(_ line: Substring) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indent)
    guard indent <= 3, let first = rest.first, first == "`" || first == "~" else {
      return open != nil
    }
    let run = rest.prefix { $0 == first }.count
    if let fence = open {
      if first == fence.character && run >= fence.length
        && rest.dropFirst(run).trimmingSpaces.isEmpty
      {
        open = nil
      }
      return true
    }
    if run >= 3 && !(first == "`" && rest.dropFirst(run).contains("`")) {
      open = (first, run)
      return true
    }
    return false
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: SubSequence {
    var slice = self[...]
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return slice
  }
}
