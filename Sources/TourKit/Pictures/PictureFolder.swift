/// Where a tour's pictures are found: `![alt](sync.png)` names a file next to the tour file, or
/// a picture compiled into the program for the built-in tour.
package enum PictureFolder: Hashable, Sendable {
  /// Relative paths are resolved against this folder (`""`: the current folder); absolute
  /// paths are taken as they are.
  case directory(String)
  /// The built-in tour: a name is one of the pictures in `Resources/`, compiled in.
  case builtin

  /// The folder holding the file at `path` (what ``Tour/load(contentsOf:language:)`` sets).
  package static func containing(_ path: String) -> PictureFolder {
    guard let slash = path.lastIndex(of: "/") else { return .directory("") }
    return .directory(slash == path.startIndex ? "/" : String(path[..<slash]))
  }

  /// The picture `image` names, or why there is none: a web address (tour shows files only),
  /// an empty address, or a built-in name that was not compiled in.
  package func source(for image: ImageBlock) -> Result<PictureSource, PictureError> {
    let address = image.source
    guard !address.isEmpty else { return .failure(.notFound) }
    if PictureFolder.hasScheme(address) {
      guard address.lowercased().hasPrefix("file://") else { return .failure(.webAddress) }
      return .success(.file(PictureFolder.percentDecoded(String(address.dropFirst(7)))))
    }
    let path = PictureFolder.percentDecoded(address)
    switch self {
    case .builtin:
      guard let bytes = EmbeddedResources.pictureBytes[path] else { return .failure(.notFound) }
      return .success(.embedded(name: path, bytes: bytes.unicodeScalars.map { UInt8($0.value) }))
    case .directory(let folder):
      if path.hasPrefix("/") || folder.isEmpty { return .success(.file(path)) }
      return .success(.file(folder.hasSuffix("/") ? folder + path : folder + "/" + path))
    }
  }

  /// Whether `address` starts with a URL scheme (`https:`, `data:`, `file:`).
  private static func hasScheme(_ address: String) -> Bool {
    guard let colon = address.firstIndex(of: ":"), colon != address.startIndex else {
      return false
    }
    let scheme = address[..<colon]
    return scheme.first!.isASCII && scheme.first!.isLetter
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
  }

  /// `address` with its `%20`-style escapes decoded, as a browser finds a file; as it is when
  /// the result would not be UTF-8.
  private static func percentDecoded(_ address: String) -> String {
    guard address.contains("%") else { return address }
    var bytes: [UInt8] = []
    var utf8 = Array(address.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self) ?? address
  }
}
