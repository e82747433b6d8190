/// A colour as a tour author names it: one of the 16 terminal colours, or an RGB value.
///
/// Drawing turns it into what the terminal can show: the nearest entry of the xterm
/// 256-colour palette, or the nearest of the eight basic colours.
public enum TourColor: Equatable, Sendable {
  /// A basic terminal colour, 0–7, or its bright form, 8–15.
  case ansi(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// The closest entry of the xterm 256-colour palette.
  var paletteIndex: UInt8 {
    switch self {
    case .ansi(let index): return index & 15
    case .rgb(let r, let g, let b):
      let cube = [0, 95, 135, 175, 215, 255]
      func level(_ v: UInt8) -> Int {
        cube.indices.min { abs(cube[$0] - Int(v)) < abs(cube[$1] - Int(v)) }!
      }
      let (cr, cg, cb) = (level(r), level(g), level(b))
      let cubeColor = (cube[cr], cube[cg], cube[cb])
      let average = (Int(r) + Int(g) + Int(b)) / 3
      let greyStep = max(0, min(23, (average - 8 + 5) / 10))
      let grey = 8 + greyStep * 10
      func distance(_ c: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (c.0 - Int(r), c.1 - Int(g), c.2 - Int(b))
        return dr * dr + dg * dg + db * db
      }
      if distance((grey, grey, grey)) < distance(cubeColor) { return UInt8(232 + greyStep) }
      return UInt8(16 + 36 * cr + 6 * cg + cb)
    }
  }

  /// The closest of the eight basic colours (for 8-colour terminals).
  var basicIndex: UInt8 {
    switch self {
    case .ansi(let index): return index & 7
    case .rgb(let r, let g, let b):
      let (hi, lo) = (max(r, g, b), min(r, g, b))
      if Int(hi) - Int(lo) < 48 { return hi < 0x60 ? 0 : 7 }  // greys: black or white
      let threshold = (Int(hi) + Int(lo)) / 2
      let red: UInt8 = Int(r) > threshold ? 1 : 0
      let green: UInt8 = Int(g) > threshold ? 2 : 0
      let blue: UInt8 = Int(b) > threshold ? 4 : 0
      return red | green | blue
    }
  }
}

extension TourColor {
  /// The colour names a tour file may use, in palette order (`gray` and `grey` are both 8).
  static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "gray",
    "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan",
    "bright-white", "grey",
  ]

  /// Parses a colour name (`blue`, `bright-red`, `gray`) or `#rrggbb` / `#rgb`.
  init?(parsing text: String) {
    let lowered = text.lowercased()
    if let index = TourColor.names.firstIndex(of: lowered) {
      self = .ansi(UInt8(index == 16 ? 8 : index))
      return
    }
    guard lowered.hasPrefix("#") else { return nil }
    let hex = Array(lowered.dropFirst())
    let digits = hex.compactMap { $0.hexDigitValue }
    guard digits.count == hex.count else { return nil }
    switch digits.count {
    case 6:
      self = .rgb(
        UInt8(digits[0] * 16 + digits[1]), UInt8(digits[2] * 16 + digits[3]),
        UInt8(digits[4] * 16 + digits[5]))
    case 3:
      self = .rgb(UInt8(digits[0] * 17), UInt8(digits[1] * 17), UInt8(digits[2] * 17))
    default:
      return nil
    }
  }
}

extension TourColor {
  /// Why `value` is not a colour, with the nearest name if there is one: the message of a
  /// `FILE:LINE:COL` error.
  static func problem(with value: String) -> String {
    let hint =
      DidYouMean.suggestion(for: value, among: TourColor.names).map { " (did you mean `\($0)`?)" }
      ?? ""
    return "bad colour `\(value)`: expected a colour name or #rrggbb\(hint)"
  }
}
