import Foundation
import Testing

@testable import TourKit

/// The launch cache: what a launch that shows nothing hands its command, with the stamps it
/// was read under.
@Suite("Nothing-due cache")
struct NothingDueCacheTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("nothing-due-cache-\(UUID().uuidString)").path

  func stamp(_ seed: Int64) -> Platform.FileStamp {
    Platform.FileStamp(numbers: [seed, -1, 3, 4, 5, 6, 7])!
  }

  @Test func aCacheWrittenIsReadBackWhole() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/state/cache/tour/demo.launch"
    let cache = NothingDueCache(
      tour: stamp(1), record: stamp(2), version: "1.4", recorded: "1.2",
      environment: [("TOUR_THEME", "dark"), ("TOUR_NAME", "Ada \"Lovelace\"\n日本")])
    cache.write(to: path, home: nil)
    let read = try #require(NothingDueCache.read(from: path))
    #expect(read.tour == stamp(1) && read.record == stamp(2))
    #expect(read.version == "1.4" && read.recorded == "1.2")
    #expect(read.environment.map(\.name) == ["TOUR_THEME", "TOUR_NAME"])
    #expect(read.environment.map(\.value) == ["dark", "Ada \"Lovelace\"\n日本"])
    // Private, like the record it repeats.
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    let folderAttributes = try FileManager.default.attributesOfItem(
      atPath: folder + "/state/cache/tour")
    #expect(folderAttributes[.posixPermissions] as? Int == 0o700)
  }

  /// A home folder that does not exist is not made to hold a cache: nothing is written.
  @Test func aMissingHomeIsNotMade() throws {
    let home = folder + "/home"
    NothingDueCache(
      tour: stamp(1), record: stamp(2), version: "1.4", recorded: nil, environment: []
    )
    .write(to: home + "/.cache/tour/demo.launch", home: home)
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test func aStampSurvivesAsNumbers() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/t.md"
    try "# One\n".write(toFile: file, atomically: false, encoding: .utf8)
    let real = try #require(Platform.fileStamp(file))
    #expect(Platform.FileStamp(numbers: real.numbers) == real)
    #expect(Platform.FileStamp(numbers: Array(real.numbers.dropLast())) == nil)
  }

  /// The bytes of a cache file: `fields`, each ended by a NUL.
  func file(_ fields: [String]) -> [UInt8] {
    fields.flatMap { Array($0.utf8) + [0] }
  }

  /// The fields of a valid cache before its variables: the format, two stamps, two versions.
  let head =
    ["tour launch cache 1"] + (1...7).map(String.init) + (1...7).map(String.init) + [
      "1.4", "",
    ]

  @Test func aCacheFileIsFieldsEndedByNUL() throws {
    let cache = NothingDueCache(
      tour: stamp(1), record: stamp(2), version: nil, recorded: "1.2",
      environment: [("TOUR_A", "x")])
    let expected =
      ["tour launch cache 1", "1", "-1", "3", "4", "5", "6", "7"]
      + ["2", "-1", "3", "4", "5", "6", "7", "", "1.2", "TOUR_A=x"]
    #expect(cache.fileBytes == file(expected))
    let read = try #require(NothingDueCache(fileBytes: file(expected)))
    #expect(read.version == nil && read.recorded == "1.2")
    // A value that could not be kept whole is not kept at all.
    var unkeepable = cache
    unkeepable.environment = [("TOUR_A", "x\0y")]
    #expect(unkeepable.fileBytes == nil)
    #expect(
      NothingDueCache(fileBytes: file(head + ["TOUR_A=x=y", "TOUR_B="]))?.environment.map(\.value)
        == ["x=y", ""])
  }

  /// A file anyone can edit must not set PATH, LD_PRELOAD or tour's own settings.
  @Test(arguments: [
    "PATH=/tmp", "LD_PRELOAD=x.so", "TOUR_DISABLE=1", "TOUR_=x", "TOUR_theme=x", "TOUR_A",
    "=x", "TOUR_É=x",
  ])
  func aCacheThatCouldSetOtherVariablesIsNone(variable: String) throws {
    #expect(NothingDueCache(fileBytes: file(head + ["TOUR_A=x"]))?.environment.first?.value == "x")
    #expect(NothingDueCache(fileBytes: file(head + ["TOUR_A=x", variable])) == nil)
  }

  /// Anything but a whole cache of this format counts as none.
  @Test func aFileThatIsNotACacheIsNone() throws {
    let valid = file(head + ["TOUR_A=x"])
    #expect(NothingDueCache(fileBytes: valid) != nil)
    #expect(NothingDueCache(fileBytes: Array(valid.dropLast())) == nil)
    #expect(NothingDueCache(fileBytes: valid + Array("TOUR_B=y".utf8)) == nil)
    #expect(NothingDueCache(fileBytes: []) == nil)
    #expect(NothingDueCache(fileBytes: file(["tour launch cache 2"] + head.dropFirst())) == nil)
    #expect(NothingDueCache(fileBytes: file(Array(head.prefix(15)))) == nil)
    var notANumber = head
    notANumber[3] = "3x"
    #expect(NothingDueCache(fileBytes: file(notANumber)) == nil)
    // What JSON looked like, as an earlier cache held it.
    #expect(NothingDueCache(fileBytes: Array(#"{"tour":["1"],"environment":[]}"#.utf8)) == nil)
    // Not UTF-8: a value the command could not be handed as the answer was.
    var invalid = valid
    invalid.insert(0xFF, at: invalid.count - 2)
    #expect(NothingDueCache(fileBytes: invalid) == nil)
  }

  @Test func thePathFollowsTheXDGRules() throws {
    let app = try AppID("demo")
    let both = ["XDG_CACHE_HOME": "/c", "HOME": "/h"]
    #expect(NothingDueCache.path(for: app) { both[$0] } == "/c/tour/demo.launch")
    let relative = ["XDG_CACHE_HOME": "c", "HOME": "/h"]
    #expect(NothingDueCache.path(for: app) { relative[$0] } == "/h/.cache/tour/demo.launch")
    #expect(NothingDueCache.path(for: app) { _ in nil } == nil)
  }
}
