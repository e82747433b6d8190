/// Where one picture comes from: a file, or bytes in memory (a tour compiled into the program,
/// a host's own lookup). Two sources are the same picture when their path is the same, in the
/// same place.
package struct PictureSource: Hashable, Sendable {
  enum Key: Hashable {
    case file(String)
    case embedded(String)
    case memory(PictureMemory, String)
  }

  let key: Key
  private let embeddedBytes: [UInt8]

  /// The file at `path`, relative to the current folder (resolve a tour's relative paths
  /// against the tour file's folder first).
  static func file(_ path: String) -> PictureSource {
    PictureSource(key: .file(path), embeddedBytes: [])
  }

  /// A picture held in memory, `name` standing for it in messages.
  package static func embedded(name: String, bytes: [UInt8]) -> PictureSource {
    PictureSource(key: .embedded(name), embeddedBytes: bytes)
  }

  /// The picture `memory` holds at `path`, asked for when it is read.
  static func memory(_ memory: PictureMemory, path: String) -> PictureSource {
    PictureSource(key: .memory(memory, path), embeddedBytes: [])
  }

  /// The path or name, as messages show it (``PictureError/message(for:)``).
  var name: String {
    switch key {
    case .file(let path), .memory(_, let path): return path
    case .embedded(let name): return name
    }
  }

  /// Which version of the picture's file is there now: `nil` when there is no file, and for a
  /// picture in memory, which never changes.
  var stamp: Platform.FileStamp? {
    switch key {
    case .file(let path): return Platform.fileStamp(path)
    case .embedded, .memory: return nil
    }
  }

  /// The picture file's bytes.
  func bytes() throws(PictureError) -> [UInt8] {
    switch key {
    case .file(let path): return try PictureDecoder.readFile(path)
    case .embedded: return embeddedBytes
    case .memory(let memory, let path):
      guard let bytes = memory.bytes(at: path) else { throw .notFound }
      return bytes
    }
  }

  /// Whether both name the same picture (embedded bytes are not compared).
  package static func == (left: PictureSource, right: PictureSource) -> Bool {
    left.key == right.key
  }

  /// Hashes the path or name alone: a lookup never hashes a picture's bytes.
  package func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
