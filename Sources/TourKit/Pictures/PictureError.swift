/// Why a picture cannot be shown. The page shows its alt text in a frame instead, and
/// `tour --check` reports it with ``message(for:)``.
package enum PictureError: Error, Equatable, Sendable {
  /// Nothing exists at the path.
  case notFound
  /// The file exists but cannot be read (the system's reason: permission denied, a folder…).
  case unreadable(String)
  /// The bytes are not a PNG, JPEG or GIF that the decoder can read (its reason).
  case cannotBeDecoded(String)
  /// The file or its pixel count is above TourKit's limit (which, and by how much).
  case tooLarge(String)
  /// The picture libraries are not installed or too old: no picture can be shown this run.
  case unavailable(String)
  /// The address is a URL (`https://…`): tour shows pictures from files only, and never goes
  /// on the network.
  case webAddress
  /// The decode was stopped before it finished (the tour ended, or no longer needs the
  /// picture): nothing is known of the picture, and nothing is kept.
  case cancelled

  /// One line for `FILE:LINE:COL: ` followed by it: `image not found: sync.png`, or
  /// `image cannot be decoded: sync.png (damaged PNG data)`. `name` is the path or URL as the
  /// author wrote it; every part is shown with its control characters escaped.
  package func message(for name: String) -> String {
    let name = name.escapingControlCharacters()
    switch self {
    case .notFound: return "image not found: \(name)"
    case .unreadable(let reason): return "image cannot be read: \(name) (\(escaped(reason)))"
    case .cannotBeDecoded(let reason):
      return "image cannot be decoded: \(name) (\(escaped(reason)))"
    case .tooLarge(let reason): return "image too large: \(name) (\(escaped(reason)))"
    case .unavailable(let reason):
      return "images cannot be shown: \(name) (\(escaped(reason)))"
    case .webAddress: return "image is a web address, not a file: \(name)"
    case .cancelled: return "image not decoded: \(name) (stopped)"
    }
  }

  private func escaped(_ reason: String) -> String { reason.escapingControlCharacters() }
}
