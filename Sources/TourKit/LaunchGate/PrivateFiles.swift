/// Files that are their user's alone (the launch gate's records, the launch cache): private
/// folders, and whole files written atomically, never through anything planted beside them.
enum PrivateFiles {
  /// Writes `bytes` to `path` atomically: to a new temporary file beside it, synchronised to
  /// disk (unless `synchronizing` is false), then renamed over `path`, so a reader sees the old
  /// file or the new one, whole. Unsynchronised, a crash may leave the new file empty: what a
  /// cache, which counts as none then, can afford, and a record cannot.
  static func writeAtomically(
    _ bytes: [UInt8], to path: String, synchronizing: Bool = true
  ) throws(TourStoreError) {
    let (descriptor, temporary) = try createTemporary(next: path)
    let written = Result { () throws(Platform.Failure) in
      try Platform.writeAll(bytes, to: descriptor)
      if synchronizing { try Platform.synchronize(descriptor) }
    }
    Platform.closeFile(descriptor)
    do {
      try written.get()
      try Platform.move(temporary, over: path)
    } catch {
      try? Platform.removeFile(temporary)
      throw .unavailable("\(path): \(error.message)")
    }
  }

  /// A new file `PATH.PID.RANDOM.tmp`, opened for writing. Created exclusively: a file or link
  /// already there (planted, or left by a crash) is never opened; another name is tried.
  private static func createTemporary(next path: String) throws(TourStoreError) -> (Int32, String) {
    for _ in 0..<16 {
      let random = String(UInt64.random(in: .min ... .max), radix: 16)
      let name = "\(path).\(Platform.processID).\(random).tmp"
      do {
        return (try Platform.openFile(name, [.readWrite, .exclusive, .ownerOnly]), name)
      } catch  where error.alreadyExists {
        continue
      } catch {
        throw .unavailable("\(name): \(error.message)")
      }
    }
    throw .unavailable("\(path): 16 names for a temporary file next to it were all taken")
  }

  /// Makes `path` and the folders above it that are missing, each private (0700), as XDG asks
  /// of the state and cache folders it creates; but never `home`, the user's home folder
  /// (`$HOME`): one that does not exist (a service account's `/nonexistent`) is no place to
  /// remember anything, and making it would leave a folder where none should be.
  static func makeDirectories(_ path: String, home: String? = nil) throws(TourStoreError) {
    let components = path.split(separator: "/")
    if let home {
      let homeComponents = home.split(separator: "/")
      let isInHome = components.starts(with: homeComponents)
      let folder = "/" + homeComponents.joined(separator: "/")
      if isInHome && !Platform.exists(folder) {
        throw .unavailable("\(folder): the home folder (HOME) does not exist")
      }
    }
    var current = ""
    for component in components {
      current += "/" + component
      do {
        try Platform.makeDirectory(current, ownerOnly: true)
      } catch {
        throw .unavailable("\(current): \(error.message)")
      }
    }
  }
}
