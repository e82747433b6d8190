import Testing

@testable import TourKit

/// Long words an author puts in the chrome: a `start:` label and a `title` wider than a narrow
/// screen. They are cut with the clip marker; the tour is never refused for them. (Before, a
/// 42-cell `start:` label made every page of a 40×12 terminal "Terminal too small — need 50×9",
/// and the help overlay cut a long title at its frame with no marker.)
@Suite("Long labels in the chrome")
struct LongLabelTests {
  static let tour = """
    ---
    title: The complete guide to everything this command-line program does
    start: "Let us begin the journey now please 🚀🚀🚀"
    ---
    # One

    The first page.

    ---
    # Two

    The last page.
    """

  /// The screen a second after the last event, the Start button's fade done.
  func render(_ state: TourState) -> Canvas {
    TourRenderer(colorDepth: .palette256).render(state, at: .seconds(1))
  }

  /// A state without animation.
  func state(width: Int, height: Int, labels: ChromeLabels = .english) throws -> TourState {
    let tour = try TourFileParser.parse(text: Self.tour, path: "t.md")
    return Fixtures.state(
      tour, width: width, height: height,
      options: TourOptions(slideDuration: .zero, labels: labels))
  }

  @Test(arguments: GoldenScreenTests.sizes)
  func aLongStartLabelIsCutNotRefused(width: Int, height: Int) throws {
    var state = try state(width: width, height: height)
    #expect(!state.geometry.isTooSmall)
    state.handle(.key(.end), at: .zero)
    let screen = render(state)
    let frame = state.geometry.startButtonFrame
    #expect(frame.x >= 1 && frame.x + frame.width <= width - 1, "\(frame)")
    let label = screen.text(ofRow: frame.y + 1)
    if width >= 50 {
      #expect(label.contains("│  Let us begin the journey now please 🚀🚀🚀  │"))
      #expect(!state.geometry.isStartLabelCut)
    } else {
      #expect(label.contains("│  Let us begin the journey now pl›  │"), "\(label)")
      #expect(state.geometry.isStartLabelCut)
      expectSnapshot(screen, named: "long-start-label-\(width)x\(height)")
    }
  }

  @Test func theNarrowestScreenStillShowsTheTour() throws {
    var state = try state(width: 20, height: 9)
    #expect(!state.geometry.isTooSmall)
    #expect(state.geometry.startLabel == "Let us begi›")
    state.handle(.key(.end), at: .zero)
    #expect(render(state).text.contains("│  Let us begi›  │"))
  }

  @Test func checkSaysWhereTheLabelIsCut() throws {
    let tour = try TourFileParser.parse(text: Self.tour, path: "t.md")
    let problems = TourCheck.problems(
      in: tour, sizes: TourCheck.defaultSizes,
      options: TourOptions(for: tour, reduceMotion: true, unicode: true, labels: .english))
    #expect(
      problems.map(\.description) == [
        "3:9: warning: the Start button's label is cut at 40×12 (`Let us begin the journey now pl›`)"
      ])
  }

  @Test(arguments: [(ChromeLabels.english, 80, 24), (.english, 40, 12), (.japanese, 40, 12)])
  func aLongTitleIsCutInTheHelpOverlay(labels: ChromeLabels, width: Int, height: Int) throws {
    var state = try state(width: width, height: height, labels: labels)
    state.handle(.key(.character("?")), at: .zero)
    let screen = render(state)
    let row = try #require(
      (0..<height).first { screen.text(ofRow: $0).contains(" · \(labels.helpTitle)") })
    let text = screen.text(ofRow: row)
    // Cut with the marker, the overlay's own name whole, inside the frame.
    #expect(text.contains("› · \(labels.helpTitle)"), "\(text)")
    #expect(text.contains("The complete guide"), "\(text)")
    let edges = text.split(separator: "│", omittingEmptySubsequences: false)
    #expect(edges.count == 3, "the heading runs into the frame: \(text)")
    if width == 40 && labels.helpTitle == ChromeLabels.english.helpTitle {
      expectSnapshot(screen, named: "long-title-help-40x12")
    }
  }
}
