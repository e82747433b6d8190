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
    let path = folder + "/state/cache/tour/demo.json"
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
    .write(to: home + "/.cache/tour/demo.json", home: home)
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

  /// A file anyone can edit must not set PATH, LD_PRELOAD or tour's own settings.
  @Test(arguments: [
    #"[["PATH","/tmp"]]"#, #"[["LD_PRELOAD","x.so"]]"#, #"[["TOUR_DISABLE","1"]]"#,
    #"[["TOUR_","x"]]"#, #"[["TOUR_theme","x"]]"#, #"[["TOUR_A","x\u0000y"]]"#,
    #"[["TOUR_A"]]"#, #"[["TOUR_A",1]]"#, #"{"TOUR_A":"x"}"#, #"[],"recorded":1.0"#,
  ])
  func aCacheThatCouldSetOtherVariablesIsNone(environment: String) throws {
    let stamps = #""tour":["1","2","3","4","5","6","7"],"record":["1","2","3","4","5","6","7"]"#
    let valid = try JSONValue.parse(Array(#"{\#(stamps),"environment":[["TOUR_A","x"]]}"#.utf8))
    #expect(NothingDueCache(json: valid)?.environment.first?.value == "x")
    let json = try JSONValue.parse(Array(#"{\#(stamps),"environment":\#(environment)}"#.utf8))
    #expect(NothingDueCache(json: json) == nil)
  }

  @Test func thePathFollowsTheXDGRules() throws {
    let app = try AppID("demo")
    let both = ["XDG_CACHE_HOME": "/c", "HOME": "/h"]
    #expect(NothingDueCache.path(for: app) { both[$0] } == "/c/tour/demo.json")
    let relative = ["XDG_CACHE_HOME": "c", "HOME": "/h"]
    #expect(NothingDueCache.path(for: app) { relative[$0] } == "/h/.cache/tour/demo.json")
    #expect(NothingDueCache.path(for: app) { _ in nil } == nil)
  }
}
