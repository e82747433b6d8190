import Testing

@testable import TourKit

/// Clusters of every kind, named, with the widths three kinds of terminal draw them in (tmux
/// 3.3a's as measured with `#{cursor_x}`; xterm's as its `wcwidth` per scalar).
enum Clusters {
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
  static let familyOfFour = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
  static let technologist = "\u{1F468}\u{200D}\u{1F4BB}"
  static let flag = "\u{1F1EF}\u{1F1F5}"
  static let thumbsUp = "\u{1F44D}\u{1F3FD}"
  static let pointUp = "\u{261D}\u{1F3FB}"
  static let heart = "\u{2764}\u{FE0F}"
  static let keyboard = "\u{2328}\u{FE0F}"
  static let keycap = "1\u{FE0F}\u{20E3}"
  static let rainbowFlag = "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"
  static let womanTechnologist = "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}"
  static let eAcute = "e\u{301}"

  /// (cluster, Unicode's width, tmux 3.3a's, xterm's)
  static let widths: [(String, Int, Int, Int)] = [
    (family, 2, 2, 6), (familyOfFour, 2, 2, 8), (technologist, 2, 2, 4), (flag, 2, 2, 2),
    (thumbsUp, 2, 4, 4), (pointUp, 2, 3, 3), (heart, 2, 1, 1), (keyboard, 2, 1, 1),
    (keycap, 2, 1, 1), (rainbowFlag, 2, 1, 3), (womanTechnologist, 2, 4, 6), (eAcute, 1, 1, 1),
    ("😀", 2, 2, 2), ("日", 2, 2, 2),
  ]

  /// tmux 3.3a joins ZWJ sequences (the parts after a ZWJ go into the first part's cells) but
  /// draws skin tones, VS16 and keycaps apart.
  static let tmux = WidthRule(apart: [.modifier, .presentation, .keycap])
  /// xterm draws every scalar with its own width.
  static let xterm = WidthRule(apart: WidthRule.Kind.allCases)
}

@Suite("WidthRule")
struct WidthRuleTests {
  @Test(arguments: Clusters.widths)
  func widthsByRule(cluster: String, unicode: Int, tmux: Int, xterm: Int) throws {
    let character = try #require(cluster.first)
    #expect(cluster.count == 1)
    #expect(DisplayWidth.of(character) == unicode, "Unicode")
    #expect(DisplayWidth.of(character, rule: Clusters.tmux) == tmux, "tmux")
    #expect(DisplayWidth.of(character, rule: Clusters.xterm) == xterm, "xterm")
  }

  @Test func unicodeJoinsEveryKind() {
    #expect(WidthRule.Kind.allCases.allSatisfy(WidthRule.unicode.joins))
    #expect(!Clusters.tmux.joins(.modifier) && Clusters.tmux.joins(.zwj))
  }

  @Test func kindsFoundInATour() {
    func kinds(_ text: String) -> [WidthRule.Kind] {
      WidthRule.Kind.kinds(in: Tour(pages: [Page(title: "T", paragraphs: [text])]))
    }
    #expect(kinds("plain text, 日本語, é, e\u{301}, 😀 and a flag \(Clusters.flag)") == [])
    #expect(kinds(Clusters.family) == [.zwj])
    #expect(kinds(Clusters.thumbsUp) == [.modifier])
    #expect(kinds(Clusters.heart) == [.presentation])
    // The VS16 of a keycap is the keycap's.
    #expect(kinds(Clusters.keycap) == [.keycap])
    #expect(kinds(Clusters.keycap + Clusters.heart) == [.presentation, .keycap])
    #expect(kinds(Clusters.womanTechnologist) == [.zwj, .modifier])
    #expect(kinds(Clusters.rainbowFlag + Clusters.thumbsUp) == WidthRule.Kind.allCases.dropLast())
  }

  @Test func kindsFoundAnywhereInATour() throws {
    let text = """
      ---
      title: Hi \(Clusters.heart)
      ---
      # Title

      > - quoted list \(Clusters.family)

      | a | b |
      |---|---|
      | x | \(Clusters.thumbsUp) |

      ```
      code \(Clusters.keycap)
      ```
      """
    let tour = try TourFileParser.parse(text: text, path: "t.md")
    #expect(WidthRule.Kind.kinds(in: tour) == WidthRule.Kind.allCases)
  }

  /// A text field and a list's filter may be typed anything into: the terminal is asked about
  /// every kind, so what is typed is measured as the terminal draws it. A secret draws only
  /// its mask, a yes/no question has no filter.
  @Test func aTextFieldAsksAboutEveryKind() throws {
    func kinds(_ ask: String) throws -> [WidthRule.Kind] {
      let tour = try TourFileParser.parse(text: "# Name\n\n<!-- ask: \(ask) -->\n", path: "t.md")
      return WidthRule.Kind.kinds(in: tour)
    }
    #expect(try kinds("name; text") == WidthRule.Kind.allCases)
    #expect(try kinds("token; text; secret") == [])
    #expect(try kinds("theme -->\n- ( ) Dark\n- ( ) Light\n<!-- x") == WidthRule.Kind.allCases)
    #expect(try kinds("ok -->\n- [ ] I agree\n<!-- x") == [])
  }

  @Test func probeClustersTellJoinedFromApart() throws {
    for kind in WidthRule.Kind.allCases {
      let character = try #require(kind.probe.first)
      #expect(kind.probe.count == 1)
      #expect(DisplayWidth.of(character) == 2)
      #expect(DisplayWidth.of(character, rule: WidthRule(apart: [kind])) != 2, "\(kind)")
    }
  }

  @Test func wrappingMeasuresByTheRule() {
    let text = "\(Clusters.thumbsUp)\(Clusters.thumbsUp) ok"
    #expect(TextWrapper.wrap(text, width: 4) == [Clusters.thumbsUp + Clusters.thumbsUp, "ok"])
    #expect(
      TextWrapper.wrap(text, width: 4, rule: Clusters.tmux) == [
        Clusters.thumbsUp, Clusters.thumbsUp, "ok",
      ])
  }
}

@Suite("WidthProbe")
struct WidthProbeTests {
  @Test func nothingToAskWithoutKinds() {
    #expect(WidthProbe(kinds: [], screenHeight: 24) == nil)
  }

  @Test func tmuxAnswersMakeItsRule() throws {
    var probe = try #require(WidthProbe(kinds: WidthRule.Kind.allCases, screenHeight: 24))
    #expect(probe.row == 1)
    // The family in 2 cells, the thumb in 4, the heart and the keycap in 1: cursor columns
    // 3, 5, 2, 2 on row 2.
    #expect(probe.receive(row: 2, column: 3) == nil)
    #expect(probe.receive(row: 1, column: 9) == nil, "a report from another row is no answer")
    #expect(probe.receive(row: 2, column: 5) == nil)
    #expect(probe.receive(row: 2, column: 2) == nil)
    #expect(probe.receive(row: 2, column: 2) == Clusters.tmux)
    #expect(probe.receive(row: 2, column: 3) == nil, "answered once")
  }

  @Test func aModernTerminalJoinsEverything() throws {
    var probe = try #require(WidthProbe(kinds: [.presentation, .keycap], screenHeight: 1))
    #expect(probe.row == 0)
    #expect(probe.receive(row: 1, column: 3) == nil)
    #expect(probe.receive(row: 1, column: 3) == .unicode)
  }
}

@Suite("Canvas clusters")
struct CanvasClusterTests {
  static let thumbsUp = Character(Clusters.thumbsUp)

  @Test func aClusterDrawnApartTakesItsCells() {
    var canvas = Canvas(width: 8, height: 1, rule: Clusters.tmux)
    #expect(canvas.draw("a\(Clusters.thumbsUp)b", x: 1, y: 0) == 7)
    #expect(canvas.text(ofRow: 0) == " a\(Clusters.thumbsUp)b ")
    #expect((3...5).allSatisfy { canvas[$0, 0].isContinuation })
    #expect(canvas.cluster(atX: 4, y: 0) == (x: 2, width: 4))
    #expect(canvas.cluster(atX: 6, y: 0) == (x: 6, width: 1))
  }

  /// The table numbers each cluster once, up to its count and its bytes; past them a new
  /// cluster is drawn as its first scalar, and those numbered before keep their numbers.
  @Test func theClusterTableIsBounded() {
    var table = ClusterNumbers(maximumCount: 3, maximumBytes: 12)
    #expect(table.number(of: "e\u{301}") == 0)
    #expect(table.number(of: "a\u{300}") == 1)
    #expect(table.number(of: "e\u{301}") == 0)
    #expect(table.number(of: "o" + String(repeating: "\u{308}", count: 4)) == nil)  // 9 bytes
    #expect(table.number(of: "u\u{308}") == 2)
    #expect(table.number(of: "i\u{302}") == nil)  // a fourth
    #expect(table.number(of: "a\u{300}") == 1 && table.cluster(2) == "u\u{308}")
    let full = Cell.glyph(ofCluster: "i\u{302}") { table.number(of: $0) }
    #expect(full == UInt32(("i" as Unicode.Scalar).value))
    let known = Cell.glyph(ofCluster: "u\u{308}") { table.number(of: $0) }
    #expect(known != full && known & ~(1 << 31) == 2)
    #expect(Cell.glyph(ofCluster: "\u{0}\u{301}") { _ in nil } == 0xFFFD)
  }

  @Test func aClusterCutByEitherEdgeIsBlanks() {
    var canvas = Canvas(width: 5, height: 1, rule: Clusters.tmux)
    canvas.draw("ab\(Clusters.thumbsUp)", x: 0, y: 0)
    #expect(canvas.text(ofRow: 0) == "ab   ")
    canvas.draw("\(Clusters.thumbsUp)cd", x: -2, y: 0)
    #expect(canvas.text(ofRow: 0) == "  cd ")
  }

  @Test func drawingOverPartOfAClusterBlanksAllOfIt() {
    var canvas = Canvas(width: 6, height: 1, rule: Clusters.tmux)
    canvas.draw(Clusters.thumbsUp + "z", x: 0, y: 0)
    canvas.draw("x", x: 2, y: 0)
    #expect(canvas.text(ofRow: 0) == "  x z ")
    #expect(!(0..<6).contains { canvas[$0, 0].isContinuation })
  }

  @Test func aCombiningMarkJoinsTheClusterBeforeIt() {
    var canvas = Canvas(width: 6, height: 1, rule: Clusters.tmux)
    canvas.draw(Clusters.thumbsUp, x: 0, y: 0)
    canvas.draw("\u{301}", x: 4, y: 0)
    #expect(canvas[0, 0].text == Clusters.thumbsUp + "\u{301}")
  }

  @Test func fillBlanksWholeTheClustersItCuts() {
    var canvas = Canvas(width: 10, height: 1, rule: Clusters.tmux)
    canvas.draw("\(Clusters.thumbsUp)日\(Clusters.thumbsUp)", x: 0, y: 0)
    canvas.fill(Rect(x: 2, y: 0, width: 5, height: 1), style: .plain)
    #expect(canvas.text(ofRow: 0) == String(repeating: " ", count: 10))
  }

  /// Every offset of a slide across a page of clusters: whatever the cut, no cell of the
  /// screen is a continuation without its cluster, and every cluster shown is whole.
  @Test(arguments: [WidthRule.unicode, Clusters.tmux, Clusters.xterm])
  func everyFrameOfASlideHoldsWholeClusters(rule: WidthRule) {
    let text = Clusters.widths.map(\.0).joined(separator: "|")
    var page = Canvas(width: 60, height: 1, rule: rule)
    page.draw(text, x: 0, y: 0)
    var next = Canvas(width: 60, height: 1, rule: rule)
    next.draw(String(text.reversed()), x: 0, y: 0)
    for shift in 0...60 {
      var screen = Canvas(width: 60, height: 1, rule: rule)
      screen.copy(from: page, sourceX: shift, toX: 0, y: 0, columns: 60 - shift)
      screen.copy(from: next, sourceX: 0, toX: 60 - shift, y: 0, columns: shift)
      var x = 0
      while x < 60 {
        let cluster = screen.cluster(atX: x, y: 0)
        #expect(cluster.x == x, "a continuation without its cluster at \(x), shift \(shift)")
        let cell = screen[x, 0]
        if cell.text != " ", let character = cell.text.first {
          #expect(DisplayWidth.of(character, rule: rule) == cluster.width, "shift \(shift)")
        }
        x += cluster.width
      }
    }
  }

  @Test func copyBlanksAClusterTheDestinationEdgeCuts() {
    var page = Canvas(width: 6, height: 1, rule: Clusters.tmux)
    page.draw(Clusters.thumbsUp, x: 2, y: 0)
    var screen = Canvas(width: 4, height: 1, rule: Clusters.tmux)
    screen.copy(from: page, sourceX: 0, toX: 0, y: 0, columns: 6)
    #expect(screen.text(ofRow: 0) == "    ")
    screen.draw("日", x: 1, y: 0)
    screen.copy(from: page, sourceX: 0, toX: 2, y: 0, columns: 2)
    #expect(screen.text(ofRow: 0) == "    ", "the half of 日 in the band is blanked whole")
  }

  @Test func dimmingLeavesTheInsideAlone() {
    var canvas = Canvas(width: 4, height: 3)
    canvas.addAttributes(.dim, outside: Rect(x: 1, y: 1, width: 2, height: 1))
    #expect(!canvas[1, 1].style.attributes.contains(.dim))
    #expect(canvas[0, 1].style.attributes.contains(.dim) && canvas[3, 2].style.attributes == .dim)
  }
}

@Suite("The terminal's widths")
struct TerminalWidthsTests {
  @Test func widthsFromTheTerminalLayTheTourOutAgain() {
    let tour = Tour(pages: [
      Page(title: "\(Clusters.heart) Hi", paragraphs: ["one \(Clusters.thumbsUp) two"]),
      Page(title: "Two"),
    ])
    var state = TourState(tour: tour, width: 40, height: 12)
    state.handle(.key(.right), at: .zero)
    let before = TourRenderer(colorDepth: .palette256).render(state, at: .ms(60))
    state.handle(.terminalWidths(Clusters.tmux), at: .ms(60))
    #expect(state.options.widths == Clusters.tmux)
    #expect(state.targetPage == 1)
    #expect(state.offset(at: .ms(60)) > 0, "the slide goes on")
    state.handle(.key(.left), at: .ms(400))
    let after = TourRenderer(colorDepth: .palette256).render(state, at: .seconds(2))
    #expect(after.rule == Clusters.tmux)
    let row = (0..<after.height).first { after.text(ofRow: $0).contains("two") }
    #expect(row.map { after.text(ofRow: $0).contains("one \(Clusters.thumbsUp) two") } == true)
    #expect(before != after)
  }
}
