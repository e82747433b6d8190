import Foundation
import Testing
import TourKit

/// Compares a canvas with a golden screen under `Snapshots/`, as text, one row a line.
///
/// Each row ends with `|` so trailing blanks are visible and survive editors. Set
/// `TOUR_RECORD_SNAPSHOTS=1` to (re)write the golden files from what the code draws now; a
/// missing golden file fails the test (and is written, to be reviewed and committed).
func expectSnapshot(
  _ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual =
    (0..<canvas.height).map { canvas.text(ofRow: $0) + "|" }.joined(separator: "\n") + "\n"
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
