import CNcurses
import Foundation
import Testing

@testable import TourKit
@testable import TourTerminal

/// The bytes `present` writes for pages of emoji sequences, on an injected pseudo-terminal: each
/// cluster whole in every frame, through ncurses where it can carry it and through the cluster
/// writer where it cannot; the terminal asked how wide it draws them. (In ``PresentTests``'s
/// suite: one tour is on screen at a time.)
extension PresentTests {
  // The samples the terminal is asked about, and two clusters it is not.
  static let family = WidthRule.Kind.zwj.probe
  static let thumbsUp = WidthRule.Kind.modifier.probe
  static let heart = WidthRule.Kind.presentation.probe
  static let keycap = WidthRule.Kind.keycap.probe
  static let familyOfFour = family + "\u{200D}\u{1F466}"
  static let flag = "\u{1F1EF}\u{1F1F5}"
  static let clusters = [family, familyOfFour, flag, thumbsUp, heart, keycap, "e\u{301}"]

  /// Two pages of clusters; a slow slide (one second), so that even a loaded machine draws
  /// many frames of it.
  static let emojiTour = Tour(
    pages: [
      Page(
        title: "\(heart) Emoji",
        paragraphs: [
          "A \(family) B", "\(flag) \(thumbsUp) \(heart) \(keycap) cafe\u{301} \(familyOfFour)",
        ]),
      Page(title: "Two \(keycap)", paragraphs: ["\(thumbsUp) \(flag) end"]),
    ], settings: TourSettings(slideDuration: .seconds(1)))

  /// Shows ``emojiTour`` on a pseudo-terminal, motion reduced, runs `body`, then quits.
  static func withEmojiTour(_ body: (PseudoTerminal) async throws -> Void) async throws {
    let terminal = try PseudoTerminal()
    let presentation = Presentation(Self.emojiTour, options: Self.options(terminal))
    try await body(terminal)
    terminal.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 0))
    await terminal.close()
  }

  /// Waits for the first frame's cluster write (the flag always needs one) and returns it.
  static func firstClusterWrite(on terminal: PseudoTerminal) async throws -> [UInt8] {
    try await terminal.waitForOutput("the first frame's clusters") {
      $0.lastClusterWrite?.containsSequence(Array(Self.flag.utf8)) == true
    }
    return try #require(terminal.written.lastClusterWrite)
  }

  @Test("every cluster is written whole, the terminal asked how wide it draws each kind")
  func clustersAreWrittenWhole() async throws {
    try await Self.withEmojiTour { terminal in
      // Nobody answers the probe: after its wait, the first frame comes by Unicode's rule.
      let clusterWrite = try await Self.firstClusterWrite(on: terminal)
      let written = terminal.written
      #expect(written.count(of: "\u{1B}[6n") == WidthRule.Kind.allCases.count)
      for cluster in Self.clusters {
        #expect(written.containsSequence(Array(cluster.utf8)), "\(cluster.unicodeScalars)")
      }
      // ncurses carries the family (5 scalars, wcwidth 2 = 2 cells); the family of four (7
      // scalars), the flag, the heart and the keycap (wcwidth 1 against 2) are written over
      // placeholders after ncurses' update, between a cursor save and restore.
      for cluster in [Self.familyOfFour, Self.flag, Self.heart, Self.keycap] {
        #expect(clusterWrite.containsSequence(Array(cluster.utf8)), "\(cluster)")
      }
      #expect(!clusterWrite.containsSequence(Array("A \(Self.family) B".utf8)))
      #expect(written.containsSequence(Array("A \(Self.family) B".utf8)), "no family by ncurses")
    }
  }

  @Test("the terminal's answers lay the page out with its widths: tmux 3.3a's")
  func theTerminalsWidthsAreUsed() async throws {
    try await Self.withEmojiTour { terminal in
      try await terminal.waitForOutput("the width probe") {
        $0.count(of: "\u{1B}[6n") == WidthRule.Kind.allCases.count
      }
      // tmux: the family in 2 cells, the skin tone apart (4), the heart and keycap apart (1).
      terminal.type("\u{1B}[2;3R\u{1B}[2;5R\u{1B}[2;2R\u{1B}[2;2R")
      let clusterWrite = try await Self.firstClusterWrite(on: terminal)
      // Now the heart and the keycap are one cell, as ncurses counts them: ncurses carries them.
      #expect(clusterWrite.containsSequence(Array(Self.thumbsUp.utf8)))
      #expect(!clusterWrite.containsSequence(Array(Self.heart.utf8)))
      #expect(!clusterWrite.containsSequence(Array(Self.keycap.utf8)))
    }
  }

  @Test("no frame of a slide cuts a cluster")
  func slideFramesKeepClustersWhole() async throws {
    let terminal = try PseudoTerminal()
    var options = Self.options(terminal)
    options.reduceMotion = false
    let presentation = Presentation(Self.emojiTour, options: options)
    // The flag, on both pages, is never carried by ncurses: every frame of the slide writes it
    // after ncurses' update, between a cursor save and restore. Frames are counted by saves.
    let saves = { (written: [UInt8]) in written.count(of: "\u{1B}7") }
    try await terminal.waitForOutput(containing: "B")
    let before = saves(terminal.written)
    terminal.type("\u{1B}[C")
    try await terminal.waitForOutput("frames of the slide to page 2") { saves($0) > before + 3 }
    let there = saves(terminal.written)
    terminal.type("\u{1B}[D")
    // ncurses shifts what it can (delete and insert character) and writes the rest: every
    // cluster written anew in more than three frames.
    try await terminal.waitForOutput("frames of the slide back, every cluster redrawn") { written in
      saves(written) > there + 3 && Self.clusters.allSatisfy { written.count(of: $0) > 3 }
    }
    terminal.type("q")
    // q lands mid-slide, on a loaded machine even before the slide back has passed halfway:
    // the page it is skipped at depends on when the key is read, so only the skip is checked.
    let ending = try await presentation.wait().ending
    #expect(ending == .skipped(atPage: 0) || ending == .skipped(atPage: 1), "\(ending)")
    // Leaving the alternate screen is the last thing written: every frame before it is whole
    // in what was read.
    try await terminal.waitForOutput(containing: "\u{1B}[?1049l")
    let written = terminal.written
    // Each start of a cluster is followed by the rest of it, whatever the frame.
    let starts = [
      (Self.family, "\u{1F468}\u{200D}"), (Self.flag, "\u{1F1EF}"),
      (Self.thumbsUp, "\u{1F44D}"), (Self.heart, "\u{2764}"), (Self.keycap, "1\u{FE0F}"),
    ]
    for (cluster, start) in starts {
      #expect(written.count(of: start) == written.count(of: cluster), "\(cluster) cut")
    }
    await terminal.close()
  }
}

@Suite("CellRoute")
struct CellRouteTests {
  @Test(
    arguments: [
      ("A", 1, CellRoute.ncurses), ("日", 2, .ncurses), (PresentTests.family, 2, .ncurses),
      (PresentTests.familyOfFour, 2, .direct), (PresentTests.flag, 2, .direct),
      (PresentTests.thumbsUp, 2, .ncurses), (PresentTests.thumbsUp, 4, .direct),
      (PresentTests.heart, 2, .direct), (PresentTests.heart, 1, .ncurses),
      (PresentTests.keycap, 1, .ncurses), ("e\u{301}", 1, .ncurses),
    ])
  func routes(cluster: String, width: Int, route: CellRoute) throws {
    // wcwidth in a UTF-8 locale for this thread only: other tests check the process locale.
    let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
    let previous = uselocale(utf8)
    defer {
      uselocale(previous)
      freelocale(utf8)
    }
    let scalars = Array(cluster.unicodeScalars)
    let ncursesWidth = Int(wcwidth(wchar_t(bitPattern: scalars[0].value)))
    #expect(
      CellRoute(scalarCount: scalars.count, ncursesWidth: ncursesWidth, width: width) == route)
  }
}

extension Array where Element == UInt8 {
  /// How many times the UTF-8 of `text` occurs in the bytes, not overlapping (byte by byte:
  /// a String search would only find whole grapheme clusters).
  func count(of text: String) -> Int {
    let needle = Array(text.utf8)
    var found = 0
    var start = 0
    while start + needle.count <= count {
      if self[start..<start + needle.count].elementsEqual(needle) {
        found += 1
        start += needle.count
      } else {
        start += 1
      }
    }
    return found
  }

  /// The bytes of the last cluster write: from the last cursor save to the restore after it.
  var lastClusterWrite: [UInt8]? {
    let text = String(decoding: self, as: UTF8.self)
    guard let save = text.range(of: "\u{1B}7", options: .backwards),
      let restore = text.range(of: "\u{1B}8", range: save.upperBound..<text.endIndex)
    else { return nil }
    return Array(text[save.upperBound..<restore.lowerBound].utf8)
  }
}

@Suite("Terminal types")
struct TerminalTypeTests {
  @Test(arguments: [
    ("vt100", true), ("vt220-8bit", true), ("VT102", true), ("vt52", true), ("vte-256color", false),
    ("vt", false), ("xterm-256color", false), ("linux", false), ("tmux-256color", false),
  ])
  func decTerminalsHaveNoUnicode(name: String, isDEC: Bool) {
    #expect(Terminal.isDECTerminal(name) == isDEC)
  }
}
