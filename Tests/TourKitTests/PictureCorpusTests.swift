import Foundation
import Testing

@testable import TourKit

/// Every file of the picture fuzz corpus (Fuzz/Corpus/Picture) through decoding and
/// conversion: a picture or a typed error, never a crash. The name says which: `valid-` must
/// decode, `huge-` must be refused for its size, `broken-` must not decode, `odd-` may do either.
@Suite("Picture corpus")
struct PictureCorpusTests {
  static let files =
    (try? FileManager.default.contentsOfDirectory(atPath: PictureSamples.corpus.path))?
    .sorted() ?? []

  @Test func theCorpusIsThere() {
    for prefix in ["valid-", "huge-", "broken-", "odd-"] {
      #expect(Self.files.contains { $0.hasPrefix(prefix) }, "no \(prefix) file")
    }
    #expect(
      Self.files.contains { $0.hasSuffix(".jpg") } && Self.files.contains { $0.hasSuffix(".gif") })
  }

  @Test(arguments: files)
  func decodeAndConvert(name: String) throws {
    let libraries = try PictureSamples.libraries()
    let bytes = Array(try Data(contentsOf: PictureSamples.corpus.appendingPathComponent(name)))
    let result: Result<Canvas, PictureError>
    do throws(PictureError) {
      let picture = try PictureDecoder.decode(bytes, with: libraries)
      let size = PictureSize.fitting(width: picture.width, height: picture.height, into: 40, 12)
      result = .success(
        PictureConverter.cells(
          of: picture, size: size ?? PictureSize(columns: 0, rows: 0), mode: .palette240,
          with: libraries.chafa))
    } catch {
      result = .failure(error)
    }
    switch (name.prefix { $0 != "-" }, result) {
    case ("valid", .success(let canvas)):
      #expect(canvas.cells.contains { $0.style.background != .terminalDefault })
    case ("huge", .failure(.tooLarge)), ("broken", .failure(.cannotBeDecoded)), ("odd", _): break
    default: Issue.record("\(name): \(result)")
    }
  }
}
