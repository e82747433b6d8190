/// What `tour --app ID FILE -- COMMAND` hands its command when nothing is due, kept in
/// `$XDG_CACHE_HOME/tour/ID.launch` (default `~/.cache/tour/ID.launch`) beside the stamps of the
/// tour file and the app's record it was read from. While neither file has changed, such a
/// launch reads the record and this, never the tour: its cost does not grow with the tour.
///
/// A cache in the XDG sense: nothing is lost when it is deleted, and any doubt (a file changed,
/// moved or replaced, a cache that cannot be read) is settled by reading the tour again, as
/// without it. It holds no secret (a secret is never remembered, and takes no default), and it
/// is private (0600 in a 0700 folder) like the record, whose answers it repeats.
package struct NothingDueCache {
  /// The stamp of the tour file the answers were read from.
  package var tour: Platform.FileStamp
  /// The stamp of the app's record they were read with.
  package var record: Platform.FileStamp
  /// The tour's own `version:`, for a launch without `--app-version`.
  package var version: String?
  /// The highest version the record remembers (``AppRecord/highestVersion``), which decides
  /// whether anything is due; `nil` for none.
  package var recorded: String?
  /// The command's environment variables (`TOUR_THEME=dark`), as `--answers sh` names them.
  package var environment: [(name: String, value: String)]

  /// The cache of any app is at most this large; a larger one is not read.
  static let maximumSize = FileTourStore.maximumRecordSize

  package init(
    tour: Platform.FileStamp, record: Platform.FileStamp, version: String?, recorded: String?,
    environment: [(name: String, value: String)]
  ) {
    self.tour = tour
    self.record = record
    self.version = version
    self.recorded = recorded
    self.environment = environment
  }

  /// The cache file of `app` the XDG Base Directory rules name, read through `environment`:
  /// `$XDG_CACHE_HOME/tour/APP.launch` when that is an absolute path, else
  /// `$HOME/.cache/tour/APP.launch`; `nil` without either.
  package static func path(for app: AppID, environment: (String) -> String?) -> String? {
    let folder: String
    if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
      folder = cache + "/tour"
    } else if let home = environment("HOME"), home.hasPrefix("/") {
      folder = home + "/.cache/tour"
    } else {
      return nil
    }
    return folder + "/" + app.rawValue + ".launch"
  }

  /// The cache at `path`; `nil` when there is none or it is not one (never followed through a
  /// link, nor waited on).
  package static func read(from path: String) -> NothingDueCache? {
    guard
      case .bytes(let bytes)? = try? Platform.readRegularFile(
        path, atMost: maximumSize, [.noFollow])
    else { return nil }
    return NothingDueCache(fileBytes: bytes)
  }

  /// Writes the cache to `path` atomically, making its folder (but not `home`, the home folder,
  /// when it does not exist); a failure is not reported (the next launch reads the tour, as
  /// without a cache), and a cache whose values hold a NUL byte is not written. Not
  /// synchronised to disk: after a crash an empty cache counts as none.
  package func write(to path: String, home: String?) {
    guard let fileBytes, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
    try? PrivateFiles.makeDirectories(String(path[..<slash]), home: home)
    try? PrivateFiles.writeAtomically(fileBytes, to: path, synchronizing: false)
  }

  /// The first field of a cache file, naming its format: a file that starts otherwise (an
  /// older tour's cache, any other file) counts as no cache.
  static let formatMark = "tour launch cache 1"

  /// The cache as its file holds it: fields each ended by a NUL byte, which none contains —
  /// the ``formatMark``, the seven numbers of each stamp (``Platform/FileStamp/numbers``), the
  /// tour's version and the record's highest (empty for none), then `NAME=VALUE` for each
  /// variable; `nil` when a value holds a NUL byte. Read by a launch with nothing due, so it
  /// is made to be read with no more than a scan for NUL bytes: no escapes, no nesting (JSON
  /// took a third of such a launch's own work).
  var fileBytes: [UInt8]? {
    var bytes: [UInt8] = []
    var holdsNUL = false
    func field(_ text: String) {
      holdsNUL = holdsNUL || text.utf8.contains(0)
      bytes += text.utf8
      bytes.append(0)
    }
    field(Self.formatMark)
    for number in tour.numbers + record.numbers { field(String(number)) }
    field(version ?? "")
    field(recorded ?? "")
    for (name, value) in environment { field(name + "=" + value) }
    return holdsNUL ? nil : bytes
  }

  /// Reads the cache from its file's bytes; `nil` when they are not one. A variable that
  /// `--answers sh` would not name (a file anyone can edit) makes the whole cache count as
  /// none.
  init?(fileBytes bytes: [UInt8]) {
    var fields = NULFields(bytes)
    guard let mark = fields.next(), mark.elementsEqual(Self.formatMark.utf8) else { return nil }
    /// The next stamp: its seven numbers, a field each.
    func stamp() -> Platform.FileStamp? {
      var numbers: [Int64] = []
      for _ in 0..<7 {
        guard let field = fields.next(),
          let number = Int64(String(decoding: field, as: UTF8.self))
        else { return nil }
        numbers.append(number)
      }
      return Platform.FileStamp(numbers: numbers)
    }
    guard let tour = stamp(), let record = stamp(),
      let version = fields.next().flatMap(String.init(validUTF8:)),
      let recorded = fields.next().flatMap(String.init(validUTF8:))
    else { return nil }
    var environment: [(name: String, value: String)] = []
    while let field = fields.next() {
      guard let equals = field.firstIndex(of: UInt8(ascii: "=")),
        let name = String(validUTF8: field[..<equals]), Self.isAnswerVariable(name),
        let value = String(validUTF8: field[(equals + 1)...])
      else { return nil }
      environment.append((name, value))
    }
    guard fields.isAtEnd else { return nil }
    self.init(
      tour: tour, record: record, version: version.isEmpty ? nil : version,
      recorded: recorded.isEmpty ? nil : recorded, environment: environment)
  }

  /// Whether `name` is one `--answers sh` could give: `TOUR_` then upper-case letters, digits
  /// and `_`, and not one of tour's own settings.
  private static func isAnswerVariable(_ name: String) -> Bool {
    let prefix = TourVariable.answerPrefix
    guard name.hasPrefix(prefix), name.utf8.count > prefix.utf8.count,
      !TourVariable.isReserved(name)
    else { return false }
    return name.utf8.allSatisfy {
      ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
        || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
    }
  }
}

/// The fields of a cache file: each ends with a NUL byte.
private struct NULFields {
  private let bytes: [UInt8]
  private var start: Int

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    start = bytes.startIndex
  }

  /// Whether every field was read, and nothing follows the last NUL.
  var isAtEnd: Bool { start == bytes.endIndex }

  /// The next field, without its NUL; `nil` at the end, or when the bytes left have none.
  mutating func next() -> ArraySlice<UInt8>? {
    guard let end = bytes[start...].firstIndex(of: 0) else { return nil }
    defer { start = end + 1 }
    return bytes[start..<end]
  }
}
