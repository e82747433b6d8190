/// The kind of a GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case), shown as a callout with a coloured
/// bar and a title line.
package enum AlertKind: String, Equatable, Sendable, CaseIterable {
  /// `[!NOTE]`: useful information, even when skimming.
  case note
  /// `[!TIP]`: advice for doing things better.
  case tip
  /// `[!IMPORTANT]`: what users need to know to reach their goal.
  case important
  /// `[!WARNING]`: urgent information to avoid problems.
  case warning
  /// `[!CAUTION]`: risks or negative outcomes of an action.
  case caution

  /// The kind a marker names (`[!NOTE]`, `[!note]` …), or `nil` for any other text.
  init?(marker: some StringProtocol) {
    guard marker.hasPrefix("[!"), marker.hasSuffix("]") else { return nil }
    self.init(rawValue: marker.dropFirst(2).dropLast().lowercased())
  }

  /// The longest marker, `[!IMPORTANT]`: text longer than this names no kind.
  static let longestMarker = 12

  /// GitHub's colour for the kind in its dark theme (terminals are mostly dark), used on
  /// 256-colour terminals: blue, green, purple, amber, red.
  var color: TourColor {
    switch self {
    case .note: .rgb(0x44, 0x93, 0xF8)
    case .tip: .rgb(0x3F, 0xB9, 0x50)
    case .important: .rgb(0xAB, 0x7D, 0xF8)
    case .warning: .rgb(0xD2, 0x99, 0x22)
    case .caution: .rgb(0xF8, 0x51, 0x49)
    }
  }

  /// The basic colour for 8-colour terminals: blue, green, magenta, yellow, red.
  var basicColor: UInt8 {
    switch self {
    case .note: 4
    case .tip: 2
    case .important: 5
    case .warning: 3
    case .caution: 1
    }
  }
}
