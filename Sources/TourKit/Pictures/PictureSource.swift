/// Where a picture comes from: a file, or bytes compiled into the program (the built-in
/// tour's pictures). Two sources are the same picture when their path or name is the same.
package struct PictureSource: Hashable, Sendable {
  enum Key: Hashable {
    case file(String)
    case embedded(String)
  }

  let key: Key
  private let embeddedBytes: [UInt8]

  /// The file at `path`, relative to the current folder (resolve a tour's relative paths
  /// against the tour file's folder first).
  package static func file(_ path: String) -> PictureSource {
    PictureSource(key: .file(path), embeddedBytes: [])
  }

  /// A picture held in memory, `name` standing for it in messages.
  package static func embedded(name: String, bytes: [UInt8]) -> PictureSource {
    PictureSource(key: .embedded(name), embeddedBytes: bytes)
  }

  /// The path or name, as messages show it (``PictureError/message(for:)``).
  package var name: String {
    switch key {
    case .file(let path): return path
    case .embedded(let name): return name
    }
  }

  /// Which version of the picture's file is there now: `nil` when there is no file, and for a
  /// compiled-in picture, which never changes.
  var stamp: Platform.FileStamp? {
    switch key {
    case .file(let path): return Platform.fileStamp(path)
    case .embedded: return nil
    }
  }

  /// The picture file's bytes.
  func bytes() throws(PictureError) -> [UInt8] {
    switch key {
    case .file(let path): return try PictureDecoder.readFile(path)
    case .embedded: return embeddedBytes
    }
  }

  /// Whether both name the same picture (embedded bytes are not compared).
  package static func == (left: PictureSource, right: PictureSource) -> Bool {
    left.key == right.key
  }

  /// Hashes the path or name alone: a lookup never hashes a picture's bytes.
  package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
