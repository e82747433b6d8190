import Foundation
import Testing

/// `tour --check` through the binary: what it prints and its exit status. Every finding says
/// where it is written (`FILE:LINE:COL`) and appears once, with every size it happens at.
@Suite("--check, through the binary")
struct CheckCommandTests {
  @Test func checkShowsAFileNameWithControlCharactersEscaped() async throws {
    let scratch = try ScratchDirectory(prefix: "check-name")
    let good = try scratch.write("# Fine\n\nShort.\n", to: "we\u{1B}[31mird.md")
    let bad = try scratch.write("# Pic\n\n![x](gone.png)\n", to: "ba\u{9B}d.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", good, bad],
      environment: ["TERM": "dumb"])
    #expect(result.status == 1)
    let directory = scratch.path("x").dropLast()
    #expect(
      result.standardOutput
        == "\(directory)we\\x1b[31mird.md: 1 page fits at 80×24\n"
        + "\(directory)ba\\u009bd.md:3:1: error: image not found: gone.png\n")
  }

  /// An error is a finding like any other: on standard output, in file order, marked `error:`.
  @Test func keysThatWouldShareAVariableAreAnErrorAtTheSecond() async throws {
    let scratch = try ScratchDirectory(prefix: "check-keys")
    let file = try scratch.write(
      "# Hi\n\n<!-- ask: a-b -->\n- [ ] One\n\n<!-- ask: a_b -->\n- [ ] Two\n", to: "keys.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", file], environment: ["TERM": "dumb"])
    #expect(result.status == 2)
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput
        == "\(file):6:11: error: keys `a_b` and `a-b` (line 3) would both give their answers as "
        + "TOUR_A_B: choose one spelling\n")
  }

  @Test func aPageThatScrollsIsReportedButDoesNotFail() async throws {
    let scratch = try ScratchDirectory(prefix: "check-long")
    let lines = (1...30).map { "Line \($0)." }.joined(separator: "\n\n")
    let file = try scratch.write("# Long\n\n\(lines)\n", to: "long.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", file], environment: ["TERM": "dumb"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == "\(file):1:1: note: page 1 scrolls at 80×24 (61 lines in 15 rows)\n")
  }

  /// The reproducer: a page of eight tables too wide for 40×12 was eight identical lines
  /// `page 5 at 40×12: a table is clipped: …` without a source line. Now each table is one line
  /// at its own place, its sizes listed once.
  @Test func eachClippedTableIsOneLineAtItsPlaceWithItsSizes() async throws {
    let scratch = try ScratchDirectory(prefix: "check-tables")
    let table =
      "| benchmark | compression ratio | decompression speed |\n|---|---|---|\n"
      + "| zstd_1.5.6_level_one_fast | 2.896_ratio_measured | 1550_MB/s_measured_here |\n"
    let page = "# Tables\n\n" + Array(repeating: table, count: 8).joined(separator: "\n")
    let file = try scratch.write(page, to: "tables.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", file], environment: ["TERM": "dumb"])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let tables = lines.filter { $0.contains("a table is clipped") }
    #expect(tables.count == 8, "\(lines)")
    #expect(Set(lines).count == lines.count, "a line repeated: \(lines)")
    for (index, line) in tables.enumerated() {
      #expect(
        line.hasPrefix("\(file):\(3 + 4 * index):1: warning: a table is clipped at "), "\(line)")
      #expect(line.components(separatedBy: "40×12").count == 2, "40×12 once: \(line)")
    }
    #expect(
      tables.first?.hasSuffix(
        "at 80×24, 60×20 and 40×12: its columns need 78 cells, 76, 56 and 36 fit") == true,
      "\(tables)")
  }

  @Test func aMissingPictureInATableCellIsReportedAtItsPlace() async throws {
    let scratch = try ScratchDirectory(prefix: "check-cell")
    _ = try scratch.write(bytes: [0x89, 0x50], to: "broken.png")
    let file = try scratch.write(
      "# Icons\n\n| Icon | Meaning |\n|---|---|\n| ![synced](sync.png) | synced |\n"
        + "| ![broken](broken.png) | broken |\n"
        + "| ![badge](https://img.shields.io/badge/a-b-green) | a badge |\n",
      to: "icons.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", file], environment: ["TERM": "dumb"])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(file):5:3: error: image not found: sync.png", "\(lines)")
    #expect(
      lines.count == 2 && lines[1].hasPrefix("\(file):6:3: error: image cannot be decoded"),
      "\(lines)")
  }

  /// A CI that cares about 80×24 and 60×20 is not failed by a 35-character code line that only
  /// 40×12 cuts (the reproducer):
  /// `--size` replaces the default sizes, and the exit status follows the sizes checked.
  @Test func sizesGivenReplaceTheDefaultsAndDecideTheExitStatus() async throws {
    let scratch = try ScratchDirectory(prefix: "check-sizes")
    let file = try scratch.write(
      "# Install\n\n```sh\n" + "cargo install notes-cli --locked -q" + "\n```\n", to: "code.md")
    let defaults = try await Command.run(
      try TourBinary.path(), ["--check", file], environment: ["TERM": "dumb"])
    #expect(defaults.status == 1)
    #expect(
      defaults.standardOutput
        == "\(file):4:1: warning: a code line is clipped at 40×12: it needs 35 cells, 34 fit\n")
    let chosen = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", "--size", "60x20", file],
      environment: ["TERM": "dumb"])
    #expect(chosen.status == 0)
    #expect(chosen.standardOutput == "\(file): 1 page fits at 80×24, 60×20\n")
  }

  /// The front matter's `sizes:` choose the sizes when `--size` does not: the same CI step
  /// without options checks what the tour's author chose; `--size` still replaces them.
  @Test func theFrontMattersSizesAreCheckedWhenNoneAreGiven() async throws {
    let scratch = try ScratchDirectory(prefix: "check-front-sizes")
    let file = try scratch.write(
      "---\nsizes: 80x24, 100x30\n---\n# Install\n\n```sh\n"
        + "cargo install notes-cli --locked -q" + "\n```\n", to: "code.md")
    let own = try await Command.run(
      try TourBinary.path(), ["--check", file], environment: ["TERM": "dumb"])
    #expect(own.status == 0)
    #expect(own.standardOutput == "\(file): 1 page fits at 80×24, 100×30\n")
    let given = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "40x12", file], environment: ["TERM": "dumb"])
    #expect(given.status == 1)
    #expect(
      given.standardOutput
        == "\(file):7:1: warning: a code line is clipped at 40×12: it needs 35 cells, 34 fit\n")
  }

  /// A Jekyll page: its `layout:` is noted where it is written, and the check passes.
  @Test func anotherToolsFrontMatterKeyIsANoteNotAFailure() async throws {
    let scratch = try ScratchDirectory(prefix: "check-jekyll")
    let file = try scratch.write(
      "---\nlayout: post\ntitle: Notes\n---\n# Notes\n\nShort.\n", to: "post.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", file], environment: ["TERM": "dumb"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "\(file):2:1: note: front matter key `layout` is not tour's: it is ignored\n")
  }

  /// A file with several independent mistakes, as a new author writes one (the unit tests of
  /// the loader read it too).
  static var manyMistakes: String {
    get throws {
      try String(
        contentsOf: HostPackageTests.root.appendingPathComponent(
          "Tests/TourKitTests/Fixtures/mistakes/many-mistakes.md"), encoding: .utf8)
    }
  }

  /// What `tour --check` says of ``manyMistakes`` after `FILE:`: every mistake, each at its
  /// line and column (the indented `Bad` at its own column, not two further right), in file
  /// order, the missing picture among them.
  static let manyMistakesFound = [
    "10:11: error: `theme` is asked twice (first on line 3): keys are unique in a tour",
    "15:13: error: bad key `Bad`: use lower-case letters, digits, - and _ (at most 64)",
    "18:32: error: bad pattern `(a`: unmatched (",
    "20:1: error: image not found: nope.png",
    "23:12: error: when `theme = blue`: `theme` has no option `blue` (its values: dark, light)",
    "26:32: error: bad pattern `(a)\\1`: back-references like \\1 are not supported",
    "28:6: error: unknown comment `aks:` (did you mean `ask:`?)",
  ]

  /// Three mistakes took three runs, each showing only the first. One run shows them all.
  @Test func everyMistakeOfAFileIsReportedInOneRun() async throws {
    let scratch = try ScratchDirectory(prefix: "check-all")
    let file = try scratch.write(Self.manyMistakes, to: "mistakes.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", file], environment: ["TERM": "dumb"])
    #expect(result.status == 2)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    #expect(
      result.standardOutput.split(separator: "\n").map(String.init)
        == Self.manyMistakesFound.map { "\(file):\($0)" })
  }

  /// Mistakes in the front matter are reported with the pages' in the same run, and the
  /// settings read around them still apply.
  @Test func frontMatterMistakesAreReportedWithTheRest() async throws {
    let scratch = try ScratchDirectory(prefix: "check-front-matter")
    let file = try scratch.write(
      "---\nacent: red\nhints: maybe\nsizes: 60x20\n---\n# A page\n\n<!-- ask: Bad -->\n- [ ] x\n",
      to: "front.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", file], environment: ["TERM": "dumb"])
    #expect(result.status == 2)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    #expect(
      result.standardOutput.split(separator: "\n").map(String.init) == [
        "\(file):2:1: error: unknown front matter key `acent` (did you mean `accent`?)",
        "\(file):3:8: error: bad hints `maybe`: expected on or off",
        "\(file):8:11: error: bad key `Bad`: use lower-case letters, digits, - and _ (at most 64)",
      ])
  }

  /// The built-in tour and its translations pass the check any tour file gets, pictures and
  /// translations' questions included: nothing but the notes naming the steps it leaves to
  /// the program that shows it.
  @Test func theBuiltInTourPassesTheSameCheck() async throws {
    let welcome = HostPackageTests.root.appendingPathComponent("Resources/welcome.md").path
    let result = try await Command.run(
      try TourBinary.path(), ["--check", welcome], environment: ["TERM": "dumb"])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let findings = result.standardOutput.split(separator: "\n")
    #expect(findings.count == 6, "\(findings)")
    #expect(findings.allSatisfy { $0.contains(": note: step `") }, "\(findings)")
  }

  /// More findings than a screenful are cut at a hundred, the rest counted.
  @Test func findingsPastAHundredAreCounted() async throws {
    let scratch = try ScratchDirectory(prefix: "check-cap")
    let page = "# P\n\n<!-- ask: Bad -->\n- [ ] x\n"
    let file = try scratch.write(
      Array(repeating: page, count: 120).joined(separator: "---\n"), to: "many.md")
    let result = try await Command.run(
      try TourBinary.path(), ["--check", "--size", "80x24", file], environment: ["TERM": "dumb"])
    #expect(result.status == 2)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 101)
    #expect(lines.first?.hasPrefix("\(file):3:11: error: bad key `Bad`") == true, "\(lines)")
    #expect(lines.last == "\(file): 20 more not shown")
  }
}
