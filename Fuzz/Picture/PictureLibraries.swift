import FuzzSupport
import TourKit

/// Where the target's stb_image comes from: `FUZZ_STB` when set (`FUZZ_STB=libstb.so.0` for
/// the system's, as tour loads it), else `libstb-fuzz.so` beside the executable, the copy
/// `scripts/fuzz build` compiles from Debian's `stb_image.h` with coverage and
/// AddressSanitizer so that the fuzzer sees inside the decoder (Fuzz/README.md). Either way it
/// is loaded with `dlopen` and called through TourKit's own wrapper (`StbImage`). libchafa is
/// the system's.
let stbLibrary =
  environmentVariable("FUZZ_STB")
  ?? {
    let executable = CommandLine.arguments.first ?? ""
    let folder = executable.lastIndex(of: "/").map { String(executable[...$0]) } ?? "./"
    return folder + "libstb-fuzz.so"
  }()

/// The libraries every store of the target uses, loaded once.
let fuzzLibraries = PictureLibraries.load(stb: [stbLibrary], chafa: ["libchafa.so.0"])

/// Loads the libraries, or stops: without them no picture decodes, and the fuzzer would run on
/// header checks alone without saying so.
func loadPictureLibraries() {
  let failure: PictureError?
  switch fuzzLibraries {
  case .failure(let error): failure = error
  // They load without stb_image too: then GIFs alone would show their alt text.
  case .success(let libraries): failure = libraries.decoderFailure(for: .gif)
  }
  if let failure {
    fatalError(
      "FuzzPicture: \(failure.message(for: stbLibrary)); build with scripts/fuzz build, or set "
        + "FUZZ_STB=libstb.so.0 for the system's stb_image")
  }
}
