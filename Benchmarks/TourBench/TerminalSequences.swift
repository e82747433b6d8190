/// The few escape sequences the benchmark's fake terminal reacts to.
///
/// Neither tour nor mdp is expected to query the terminal with TERM=xterm-256color, but a
/// program that did (ncurses can ask for the cursor position) would otherwise hang waiting for
/// a reply, and the benchmark would time it out instead of measuring it.
enum TerminalSequences {
  /// `smkx` / `rmkx` on xterm: DECCKM on and off.
  private static let cursorKeysOn: [UInt8] = Array("\u{1B}[?1h".utf8)
  private static let cursorKeysOff: [UInt8] = Array("\u{1B}[?1l".utf8)

  /// Queries and the replies an xterm would give.
  private static let queries: [(query: [UInt8], reply: [UInt8])] = [
    (Array("\u{1B}[6n".utf8), Array("\u{1B}[1;1R".utf8)),  // cursor position report (u7)
    (Array("\u{1B}[c".utf8), Array("\u{1B}[?1;2c".utf8)),  // primary device attributes (u9)
    (Array("\u{1B}[>c".utf8), Array("\u{1B}[>0;276;0c".utf8)),  // secondary device attributes
  ]

  /// Whether the last cursor-key mode switch in `bytes` turns application mode on or off.
  static func lastCursorKeyMode(in bytes: [UInt8]) -> Bool? {
    let on = lastIndex(of: cursorKeysOn, in: bytes)
    let off = lastIndex(of: cursorKeysOff, in: bytes)
    switch (on, off) {
    case (nil, nil): return nil
    case (.some, nil): return true
    case (nil, .some): return false
    case (.some(let on), .some(let off)): return on > off
    }
  }

  /// The replies to the queries in `bytes` that end at or after index `start` (earlier ones
  /// were answered with the previous read).
  static func replies(to bytes: [UInt8], endingAfter start: Int) -> [[UInt8]] {
    var replies: [[UInt8]] = []
    for (query, reply) in queries {
      for index in indices(of: query, in: bytes) where index + query.count > start {
        replies.append(reply)
      }
    }
    return replies
  }

  /// Whether `needle` occurs in `haystack`.
  static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    !indices(of: needle, in: haystack).isEmpty
  }

  private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    indices(of: needle, in: haystack).last
  }

  private static func indices(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
    guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
    var found: [Int] = []
    var index = 0
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0]
        && haystack[index..<index + needle.count].elementsEqual(needle)
      {
        found.append(index)
      }
      index += 1
    }
    return found
  }
}
