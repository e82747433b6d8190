import Foundation
import Testing

@testable import TourKit

/// The few system calls TourKit makes, where their guarantees are the point.
@Suite("Platform")
struct PlatformTests {
  @Test func exclusiveCreationNeverGoesThroughALink() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tour-platform-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let link = directory + "/link"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: directory + "/target")
    #expect(throws: Platform.Failure.self) {
      try Platform.openFile(link, [.readWrite, .exclusive])
    }
    do {
      let descriptor = try Platform.openFile(link, [.readWrite, .exclusive])
      Platform.closeFile(descriptor)
    } catch {
      #expect(error.alreadyExists)
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/target"))
  }

  @Test func readingStopsPastTheLimitOnAPipe() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(repeating: 0x61, count: 11))
    try pipe.fileHandleForWriting.close()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    #expect(try Platform.status(of: descriptor).kind == .pipe)
    #expect(try Platform.readAll(descriptor, atMost: 10) == nil)

    let exact = Pipe()
    exact.fileHandleForWriting.write(Data(repeating: 0x61, count: 10))
    try exact.fileHandleForWriting.close()
    #expect(
      try Platform.readAll(exact.fileHandleForReading.fileDescriptor, atMost: 10)
        == [UInt8](repeating: 0x61, count: 10))
  }

  @Test func devicesAndFoldersAreToldApart() throws {
    let zero = try Platform.openFile("/dev/zero", [.nonBlocking])
    defer { Platform.closeFile(zero) }
    #expect(try Platform.status(of: zero).kind == .device)
    let folder = try Platform.openFile("/", [])
    defer { Platform.closeFile(folder) }
    #expect(try Platform.status(of: folder).kind == .directory)
  }

  @Test func timestampsAreUTCISO8601() {
    #expect(Platform.utcTimestamp(secondsSince1970: 0) == "1970-01-01T00:00:00Z")
    #expect(Platform.utcTimestamp(secondsSince1970: 1_795_978_942) == "2026-11-29T19:02:22Z")
  }
}
