import Testing

@testable import TourKit

/// The picture libraries are found by name at run time, and a missing one is a reason, not a
/// crash.
@Suite("Picture libraries")
struct PictureLibrariesTests {
  @Test func theSystemsLibrariesLoad() throws {
    #expect(throws: Never.self) { try PictureLibraries.system.get() }
  }

  @Test func aMissingLibraryIsTheLoadersMessageAndThePackage() {
    let result = PictureLibraries.load(stb: ["libstb.so.0"], chafa: ["libchafa-nonexistent.so.0"])
    guard case .failure(.unavailable(let reason)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(
      reason.contains("libchafa-nonexistent.so.0") && reason.hasSuffix("(Debian package libchafa0)")
    )
  }

  @Test func namesAndSymbols() throws {
    #if canImport(Glibc)
      #expect(Platform.sharedLibraryNames("chafa", version: 0) == ["libchafa.so.0"])
    #endif
    let library = try Platform.loadLibrary(Platform.sharedLibraryNames("stb", version: 0)).get()
    #expect(Platform.address(of: "stbi_load_from_memory", in: library) != nil)
    #expect(Platform.address(of: "stbi_no_such_function", in: library) == nil)
    // Not found under any name: the first name's message.
    let failure = Platform.loadLibrary(["libnothing-a.so.1", "libnothing-b.so.1"])
    guard case .failure(let error) = failure else {
      Issue.record("loaded a library that does not exist")
      return
    }
    #expect(error.message.contains("libnothing-a.so.1"))
  }
}
