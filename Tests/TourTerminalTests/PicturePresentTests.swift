import CNcurses
import Foundation
import PictureBombs
import Testing

@testable import TourKit
@testable import TourTerminal

/// Colour pairs: numbered on first use, and when the terminal's run out (pictures make
/// hundreds each), all forgotten and the frame drawn again, never a wrong colour on screen.
@Suite("Colour pairs")
struct ColorPairTests {
  static func style(_ foreground: UInt8, _ background: UInt8) -> CellStyle {
    CellStyle(foreground: .indexed(foreground), background: .indexed(background))
  }

  @Test func pairsAreNumberedOnFirstUseAndTheDefaultIsZero() {
    var pairs = ColorPairs(capacity: 4)
    #expect(pairs.number(for: .plain) == .known(0))
    #expect(pairs.number(for: CellStyle(attributes: .bold)) == .known(0))
    #expect(pairs.number(for: Self.style(1, 2)) == .new(1))
    #expect(pairs.number(for: Self.style(1, 2)) == .known(1))
    #expect(pairs.number(for: Self.style(2, 1)) == .new(2))
    #expect(pairs.number(for: CellStyle(foreground: .indexed(7))) == .new(3))
    // Pairs 1–3 are taken: the fourth is the terminal's limit.
    #expect(pairs.number(for: Self.style(3, 3)) == .full)
    #expect(pairs.mostInUse == 3)
    pairs.recycle()
    #expect(pairs.recycleCount == 1)
    #expect(pairs.number(for: Self.style(3, 3)) == .new(1))
  }
}

extension PresentTests {
  /// The colours ncurses has for the cell at (`x`, `y`) of its screen, drawn with extended
  /// colour pairs or not.
  static func screenColors(x: Int, y: Int, extendedPairs: Bool) -> (
    foreground: Int32, background: Int32
  ) {
    var character = cchar_t()
    mvwin_wch(tour_stdscr(), Int32(y), Int32(x), &character)
    var foreground: Int32 = 0
    var background: Int32 = 0
    tour_cell_colors(&character, &foreground, &background, extendedPairs)
    return (foreground, background)
  }

  /// Both ways of numbering pairs: ncurses 6.1's extended pairs where this build has them, and
  /// the short range and calls of every ncurses (macOS's 5.7), run here too.
  static let pairKinds = tour_has_extended_pairs() ? [true, false] : [false]

  @Test(
    "when the colour pairs run out, every cell still shows its own colours",
    arguments: pairKinds)
  func pairsRecycledKeepEveryColourRight(extendedPairs: Bool) async throws {
    let terminal = try PseudoTerminal(width: 12, height: 3)
    let output = fdopen(dup(terminal.terminal), "w")
    let input = fdopen(dup(terminal.terminal), "r")
    let screen = try #require(tour_newterm("xterm-256color", output, input, true))
    defer {
      endwin()
      delscreen(screen)
      fclose(output)
      fclose(input)
    }
    start_color()
    use_default_colors()
    // Three pairs besides the default: each frame uses three, and every new frame others.
    let presenter = Presenter(
      output: terminal.terminal, lineDrawing: false, pairLimit: 4, extendedPairs: extendedPairs)
    for frame in 0..<6 {
      var canvas = Canvas(width: 12, height: 3)
      for x in 0..<12 {
        for y in 0..<3 {
          let colour = UInt8(16 + frame * 3 + (x + y) % 3)
          canvas[x, y] = Cell(text: "▀", style: ColorPairTests.style(colour, colour + 100))
        }
      }
      presenter.present(canvas)
      for x in 0..<12 {
        for y in 0..<3 {
          let colors = Self.screenColors(x: x, y: y, extendedPairs: extendedPairs)
          let colour = Int32(16 + frame * 3 + (x + y) % 3)
          #expect(colors == (colour, colour + 100), "frame \(frame) at \(x),\(y)")
        }
      }
    }
    #expect(presenter.pairs.recycleCount == 5)
    #expect(presenter.pairs.mostInUse == 3)
    await terminal.close()
  }

  @Test("pictures are prepared on a thread of their own, gone when present returns")
  func pictureWorkerLeavesNoThread() async throws {
    setlocale(LC_ALL, "C")
    let regions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("TourKitTests/Fixtures/pictures")
    var tour = try Tour.parse("# A picture\n\n![Red and blue](regions.png)\n\nText.")
    tour.pictureOrigin = .folder(regions.path)
    let terminal = try PseudoTerminal()
    let before = ProcessSnapshot(terminal: terminal.terminal)
    let presentation = Presentation(tour, options: Self.options(terminal))
    // Red (196) as a background, in block symbols: the picture is on the screen.
    try await terminal.waitForOutput(containing: "48;5;196m")
    #if os(Linux)
      #expect(Self.threadNames().contains(PictureWorker.threadName))
    #endif
    terminal.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 0))
    #if os(Linux)
      #expect(!Self.threadNames().contains(PictureWorker.threadName))
    #endif
    let after = ProcessSnapshot(terminal: terminal.terminal)
    #expect(after == before, "\(after.differences(from: before))")
    await terminal.close()
  }

  @Test("q during a large picture's decode: its decode is stopped, never finished, its thread gone")
  func leavingNeverWaitsForADecode() async throws {
    setlocale(LC_ALL, "C")
    // 400 MB of 16-bit pixels to inflate: seconds of work, as the page opens.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-bomb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(PictureBombs.png(width: 7071, height: 7071, bitDepth: 16))
      .write(to: folder.appendingPathComponent("bomb.png"))
    var tour = try Tour.parse("# A large picture\n\n![Bomb](bomb.png)\n\nText.")
    tour.pictureOrigin = .folder(folder.path)
    let terminal = try PseudoTerminal()
    // The store asks for the libraries as a decode begins (a PNG's size is read from its
    // header, without them), and counts only the decodes that finish.
    let decoding = DispatchSemaphore(value: 0)
    let store = PictureStore(libraries: {
      decoding.signal()
      return PictureLibraries.system
    })
    var options = Self.options(terminal)
    options.pictureStore = store
    let presentation = Presentation(tour, options: options)
    // The first frame (after its 50 ms wait for the picture) shows the alt text in its place.
    try await terminal.waitForOutput(containing: "Bomb")
    try #require(decoding.wait(timeout: .now() + 10) == .success, "no decode began")
    #if os(Linux)
      #expect(Self.threadNames().contains(PictureWorker.threadName))
    #endif
    terminal.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 0))
    // present has returned, the worker joined: the decode under way at q ended between two
    // rows, unfinished. (Run to its end, it is counted; that took seconds before.)
    #expect(store.workDone.decodes == 0, "present waited for the whole decode")
    #if os(Linux)
      #expect(!Self.threadNames().contains(PictureWorker.threadName))
    #endif
    await terminal.close()
  }

  @Test("without colour no picture is prepared: the alt text shows, and no thread starts")
  func noColourNoPictures() async throws {
    var tour = try Tour.parse("# A picture\n\n![Red and blue](regions.png)\n\nText.")
    tour.pictureOrigin = .folder("/nonexistent")
    let terminal = try PseudoTerminal()
    var options = Self.options(terminal)
    options.noColor = true
    let presentation = Presentation(tour, options: options)
    try await terminal.waitForOutput(containing: "Red and blue")
    #if os(Linux)
      #expect(!Self.threadNames().contains(PictureWorker.threadName))
    #endif
    terminal.type("q")
    #expect(try await presentation.wait().ending == .skipped(atPage: 0))
    await terminal.close()
  }

  #if os(Linux)
    /// The names of this process's threads, from /proc: Linux only, as no other system lists
    /// the names of a process's threads.
    static func threadNames() -> [String] {
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
      return tasks.compactMap {
        try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8)
          .trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }
  #endif
}
