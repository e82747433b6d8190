import FuzzSupport
import TourKit

/// What must hold for any picture file. A failed check stops the fuzzer as a crash does, and
/// leaves the input as a reproducer.
enum PictureChecks {
  /// The header's size (`measured`) and the decoded picture agree: a failure to measure is the
  /// decoder's failure too, a picture has the size the header gave (the page was laid out with
  /// it) and at most ``PictureDecoder/maximumPixels``, and a failure is one a page can show.
  static func outcome(measured: PictureUpdate, decoded: Result<Picture, PictureError>) {
    if case .failure(let error) = decoded {
      switch error {
      case .cannotBeDecoded(let reason), .tooLarge(let reason):
        require(!reason.isEmpty, "a picture failed without a reason: \(error)")
      case .notFound, .unreadable, .unavailable, .webAddress, .cancelled:
        fatalError(
          "picture bytes failed as if they were not there, or were never asked to stop: \(error)")
      }
    }
    switch (measured, decoded) {
    case (.failed(_, let measureError), .failure(let decodeError)):
      require(
        measureError == decodeError,
        "the header was refused (\(measureError)) but decoding says \(decodeError)")
    case (.failed(_, let error), .success(let picture)):
      fatalError(
        "the header was refused (\(error)) but it decodes: \(picture.width)×\(picture.height)")
    case (.measured(_, let width, let height), .success(let picture)):
      require(
        (picture.width, picture.height) == (width, height),
        "the header says \(width)×\(height), the decoder \(picture.width)×\(picture.height)")
      require(
        picture.width > 0 && picture.height > 0
          && picture.width * picture.height <= PictureDecoder.maximumPixels,
        "a \(picture.width)×\(picture.height) picture was decoded")
    case (.measured, .failure): break  // a sound header on damaged data
    case (.converted, _): fatalError("measuring converted")
    }
  }

  /// Converted cells: exactly `size`, each a space or one block symbol (one column), in the
  /// colours `mode` allows: 16–255 (the 16 themed colours never), the eight basic ones, or none
  /// at all in two tones. Returns the cells.
  static func cells(_ update: PictureUpdate, _ size: PictureSize, _ mode: PictureColorMode)
    -> Canvas
  {
    guard case .converted(_, let convertedSize, let convertedMode, let canvas) = update else {
      fatalError("a picture that decoded did not convert at \(size): \(update)")
    }
    require(convertedSize == size && convertedMode == mode, "converted for another size or mode")
    require(
      canvas.width == size.columns && canvas.height == size.rows
        && canvas.cells.count == size.columns * size.rows,
      "cells for \(size.columns)×\(size.rows) came as \(canvas.width)×\(canvas.height)")
    for cell in canvas.cells {
      let scalars = cell.text.unicodeScalars
      require(
        scalars.count == 1
          && (scalars.first! == " " || (0x2580...0x259F).contains(scalars.first!.value)),
        "a picture cell holds \(cell.text.unicodeScalars.map { String($0.value, radix: 16) })")
      for color in [cell.style.foreground, cell.style.background] {
        guard case .indexed(let index) = color else { continue }
        switch mode {
        case .palette240: require(index >= 16, "a 240-colour picture uses themed colour \(index)")
        case .basic8: require(index < 8, "an 8-colour picture uses colour \(index)")
        case .twoTone: fatalError("a two-tone picture uses colour \(index)")
        }
      }
    }
    return canvas
  }
}
