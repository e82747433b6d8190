/// Where a tour's pictures come from: a folder that `![alt](sync.png)` starts in, or the bytes
/// a program holds itself (a tour compiled into it).
///
/// ``Tour/load(contentsOf:language:)`` takes pictures from the tour file's folder,
/// ``Tour/init(embedded:language:)`` from the bytes embedded with the tour, and
/// ``Tour/parse(_:name:pictures:)`` from where you say:
///
/// ```swift
/// // Relative paths start in the folder of the tour's text:
/// let tour = try Tour.parse(text, name: "tour.md", pictures: .folder("/usr/share/mytool"))
/// // Pictures from memory, by the path the tour gives (`![Sync](img/sync.png)`):
/// let tour = try Tour.parse(text, pictures: .bytes { path in assets[path] })
/// ```
///
/// Either way a picture is decoded from its bytes in memory, never before a page shows it.
/// Web addresses are never fetched: such an image shows its alt text.
public struct PictureOrigin: Hashable, Sendable, CustomStringConvertible {
  enum Storage: Hashable, Sendable {
    /// Relative paths start in this folder (`""`: the current folder); absolute paths and
    /// `file://` addresses are taken as they are.
    case folder(String)
    /// Every path is looked up in memory.
    case memory(PictureMemory)
  }

  let storage: Storage

  private init(_ storage: Storage) { self.storage = storage }

  /// Pictures are files: a relative path starts in `path` (`""` for the current folder), an
  /// absolute path or a `file://` address is taken as it is.
  public static func folder(_ path: String) -> PictureOrigin { PictureOrigin(.folder(path)) }

  /// Pictures are files, relative paths starting in the current folder: what a tour parsed
  /// from text uses unless told otherwise.
  public static let currentFolder = PictureOrigin.folder("")

  /// Pictures are bytes `lookup` returns for a path as the tour writes it (`img/sync.png`,
  /// with `%20`-style escapes decoded; a `file://` address without its scheme), or `nil` when
  /// there is no such picture (the page shows the alt text, and `tour --check` says
  /// `image not found`). It is called from the thread that prepares pictures, once per
  /// picture the tour shows (again only after the decoded picture was dropped from memory),
  /// never while a frame is drawn.
  ///
  /// Two origins made by two calls are different origins, even with the same closure: a tour
  /// compares equal to another only when they take their pictures from the same one.
  public static func bytes(_ lookup: @escaping @Sendable (_ path: String) -> [UInt8]?)
    -> PictureOrigin
  {
    PictureOrigin(.memory(PictureMemory(lookup)))
  }

  /// The folder relative paths start in, or `nil` when pictures come from memory.
  public var folder: String? {
    guard case .folder(let path) = storage else { return nil }
    return path
  }

  /// `folder(PATH)` or `bytes`, for messages and test failures.
  public var description: String {
    switch storage {
    case .folder(let path): return "folder(\(path.isEmpty ? "." : path))"
    case .memory: return "bytes"
    }
  }

  /// The folder holding the file at `path` (what ``Tour/load(contentsOf:language:)`` sets).
  static func containing(_ path: String) -> PictureOrigin {
    guard let slash = path.lastIndex(of: "/") else { return .currentFolder }
    return .folder(slash == path.startIndex ? "/" : String(path[..<slash]))
  }

  /// The picture `image` names, or why there is none: a web address (tour shows files only)
  /// or an empty address. Whether a file or a picture in memory exists is found when it is
  /// read (``PictureError/notFound``).
  package func source(for image: ImageBlock) -> Result<PictureSource, PictureError> {
    switch PictureOrigin.address(of: image) {
    case .failure(let error): return .failure(error)
    case .success(let address):
      switch storage {
      case .memory(let memory): return .success(.memory(memory, path: address.path))
      case .folder(let folder):
        let path = address.path
        if address.isFileURL || path.hasPrefix("/") || folder.isEmpty {
          return .success(.file(path))
        }
        return .success(.file(folder.hasSuffix("/") ? folder + path : folder + "/" + path))
      }
    }
  }

  /// The path an image names, escapes decoded, and whether it was a `file://` address; or why
  /// it names no picture: an empty address, or a web address (tour never goes on the network).
  package static func address(of image: ImageBlock) -> Result<
    (path: String, isFileURL: Bool), PictureError
  > {
    let address = image.source
    guard !address.isEmpty else { return .failure(.notFound) }
    if hasScheme(address) {
      guard address.lowercased().hasPrefix("file://") else { return .failure(.webAddress) }
      return .success((percentDecoded(String(address.dropFirst(7))), true))
    }
    return .success((percentDecoded(address), false))
  }

  /// The bytes of a string whose every scalar stands for one byte (U+0000–U+00FF): how
  /// generated source holds a picture, since a string literal compiles in a moment where an
  /// array of numbers would not.
  static func bytes(ofScalars text: String) -> [UInt8] {
    text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
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
  static func percentDecoded(_ address: String) -> String {
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
    return String(validUTF8: bytes) ?? address
  }
}

/// Picture bytes a program holds (``PictureOrigin/bytes(_:)``): one lookup, compared by
/// identity, so that telling two origins apart never calls it.
package final class PictureMemory: Hashable, Sendable {
  private let lookup: @Sendable (String) -> [UInt8]?

  init(_ lookup: @escaping @Sendable (String) -> [UInt8]?) { self.lookup = lookup }

  /// The bytes of the picture at `path`, or `nil`.
  func bytes(at path: String) -> [UInt8]? { lookup(path) }

  package static func == (left: PictureMemory, right: PictureMemory) -> Bool { left === right }
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
