/// What `tour --app ID FILE -- COMMAND` hands its command when nothing is due, kept in
/// `$XDG_CACHE_HOME/tour/ID.json` (default `~/.cache/tour/ID.json`) beside the stamps of the
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
  /// `$XDG_CACHE_HOME/tour/APP.json` when that is an absolute path, else
  /// `$HOME/.cache/tour/APP.json`; `nil` without either.
  package static func path(for app: AppID, environment: (String) -> String?) -> String? {
    let folder: String
    if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
      folder = cache + "/tour"
    } else if let home = environment("HOME"), home.hasPrefix("/") {
      folder = home + "/.cache/tour"
    } else {
      return nil
    }
    return folder + "/" + app.rawValue + ".json"
  }

  /// The cache at `path`; `nil` when there is none or it is not one (never followed through a
  /// link, nor waited on).
  package static func read(from path: String) -> NothingDueCache? {
    guard
      case .bytes(let bytes)? = try? Platform.readRegularFile(
        path, atMost: maximumSize, [.noFollow]),
      let json = try? JSONValue.parse(bytes)
    else { return nil }
    return NothingDueCache(json: json)
  }

  /// Writes the cache to `path` atomically, making its folder (but not `home`, the home folder,
  /// when it does not exist); a failure is not reported (the next launch reads the tour, as
  /// without a cache). Not synchronised to disk: after a crash an empty cache counts as none.
  package func write(to path: String, home: String?) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
    try? PrivateFiles.makeDirectories(String(path[..<slash]), home: home)
    try? PrivateFiles.writeAtomically(
      Array((json.serialized + "\n").utf8), to: path, synchronizing: false)
  }

  var json: JSONValue {
    .object([
      ("tour", Self.json(tour)), ("record", Self.json(record)),
      ("version", version.map { .string($0) } ?? .null),
      ("recorded", recorded.map { .string($0) } ?? .null),
      ("environment", .array(environment.map { .array([.string($0.name), .string($0.value)]) })),
    ])
  }

  /// Reads the cache from its JSON; `nil` when it is not one. A variable that `--answers sh`
  /// would not name (a file anyone can edit) makes the whole cache count as none.
  init?(json: JSONValue) {
    guard let tour = json["tour"].flatMap(Self.stamp),
      let record = json["record"].flatMap(Self.stamp),
      case .array(let variables)? = json["environment"]
    else { return nil }
    var environment: [(name: String, value: String)] = []
    for variable in variables {
      guard case .array(let pair) = variable, pair.count == 2,
        let name = pair[0].stringValue, let value = pair[1].stringValue,
        Self.isAnswerVariable(name), !value.utf8.contains(0)
      else { return nil }
      environment.append((name, value))
    }
    func text(_ key: String) -> String?? {
      switch json[key] {
      case .string(let text)?: return .some(text)
      case .null?, nil: return .some(nil)
      default: return nil
      }
    }
    guard let version = text("version"), let recorded = text("recorded") else { return nil }
    self.init(
      tour: tour, record: record, version: version, recorded: recorded, environment: environment)
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

  private static func json(_ stamp: Platform.FileStamp) -> JSONValue {
    .array(stamp.numbers.map { .string(String($0)) })
  }

  private static func stamp(_ json: JSONValue) -> Platform.FileStamp? {
    guard case .array(let items) = json else { return nil }
    let numbers = items.compactMap { $0.stringValue.flatMap { Int64($0) } }
    guard numbers.count == items.count else { return nil }
    return Platform.FileStamp(numbers: numbers)
  }
}
