import Foundation
import Testing

@testable import TourKit

/// Compares a canvas with a golden screen under `Snapshots/`, as text, one row a line.
///
/// Each row ends with `|` so trailing blanks are visible and survive editors. With `styles`, a
/// style layer follows the text: one letter per cell for its style (`.` for the terminal's own
/// look), then what each letter stands for, so colours and attributes are compared too. Set
/// `TOUR_RECORD_SNAPSHOTS=1` to (re)write the golden files from what the code draws now; a
/// missing golden file fails the test (and is written, to be reviewed and committed).
func expectSnapshot(
  _ canvas: Canvas, named name: String, styles: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var actual =
    (0..<canvas.height).map { canvas.text(ofRow: $0) + "|" }.joined(separator: "\n") + "\n"
  if styles { actual += "\n" + styleLayer(of: canvas) }
  let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = directory.appendingPathComponent("\(name).txt")
  let recording = ProcessInfo.processInfo.environment["TOUR_RECORD_SNAPSHOTS"] == "1"
  guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    if !recording {
      Issue.record(
        "no golden screen \(name).txt: recorded it, review and commit",
        sourceLocation: sourceLocation)
    }
    return
  }
  #expect(
    actual == expected, "screen \(name) differs from its golden file",
    sourceLocation: sourceLocation)
}

/// One letter per cell for its style, letters given in order of first appearance, and a legend.
private func styleLayer(of canvas: Canvas) -> String {
  let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  var codes: [CellStyle: Character] = [.plain: "."]
  var legend: [String] = []
  var rows: [String] = []
  for y in 0..<canvas.height {
    var row = ""
    for x in 0..<canvas.width {
      let style = canvas[x, y].style
      if codes[style] == nil {
        let letter = letters[min(codes.count - 1, letters.count - 1)]
        codes[style] = letter
        legend.append("\(letter): \(describe(style))")
      }
      row.append(codes[style]!)
    }
    rows.append(row + "|")
  }
  return rows.joined(separator: "\n") + "\n" + legend.map { $0 + "\n" }.joined()
}

/// `fg 75 bg 236 bold italic`: a style in words.
private func describe(_ style: CellStyle) -> String {
  func color(_ color: TerminalColor) -> String? {
    if case .indexed(let index) = color { return String(index) }
    return nil
  }
  let names: [(TextAttributes, String)] = [
    (.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.reverse, "reverse"),
    (.italic, "italic"), (.strikethrough, "strikethrough"),
  ]
  let parts =
    [color(style.foreground).map { "fg \($0)" }, color(style.background).map { "bg \($0)" }]
    .compactMap { $0 } + names.filter { style.attributes.contains($0.0) }.map(\.1)
  return parts.isEmpty ? "plain" : parts.joined(separator: " ")
}
