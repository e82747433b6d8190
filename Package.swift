// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tour",
  // Mutex and Atomic (Synchronization) need macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "tour", targets: ["tour"]),
    // One product per module: the core without a terminal, and full screen on top of it.
    .library(name: "TourKit", targets: ["TourKit"]),
    .library(name: "TourTerminal", targets: ["TourTerminal"]),
    // For hosts: checks the tour in a target's Tour/ folder and compiles it into the binary
    // (`plugins: [.plugin(name: "EmbedTour", package: "tour")]`).
    .plugin(name: "EmbedTour", targets: ["EmbedTour"]),
  ],
  targets: [
    // MARK: C libraries (system packages, wrapped as system-library targets)
    // pkg-config finds Homebrew's keg-only ncurses (SwiftPM searches the .brew providers'
    // opt/NAME/lib/pkgconfig); without it macOS uses its own ncurses, which has the wide API
    // under the name `ncurses`: the library is linked by TourTerminal, per platform.
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
    ),
    // Homebrew's headers and libraries are outside the compiler's default paths: pkg-config
    // gives them.
    .systemLibrary(
      name: "CCmarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [
        .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"]),
      ]
    ),

    // MARK: Core: pure Swift, no terminal I/O
    .target(
      name: "TourKit",
      dependencies: ["CCmarkGFM", "CPictureDecoders", "CRE2"],
      // Compiled through the plugin, with the resources it uses (see the file).
      exclude: ["Loading/BuiltinTour.swift"],
      plugins: ["EmbedResourcesPlugin"]
    ),
    // libpng and libjpeg-turbo's setjmp error handling, which Swift cannot do: C that decodes a
    // row at a time through function tables TourKit fills from dlopen (nothing is linked). Built
    // against Debian's headers (libpng-dev, libjpeg62-turbo-dev); without them it builds, and
    // PNG and JPEG pictures show their alt text.
    .target(
      name: "CPictureDecoders",
      // Debian's hardening for C: checked memcpy and snprintf (they need optimisation, so in
      // release builds only). -fstack-protector-strong is the toolchain's default already.
      cSettings: [.define("_FORTIFY_SOURCE", to: "2", .when(configuration: .release))]
    ),

    // RE2 (Debian's libre2-dev), the regular expression engine text answers are matched with:
    // time linear in pattern × answer and a memory bound per pattern, where the C library's
    // regcomp backtracks without bound. C++ behind a C header (include/re2shim.h), so Swift
    // imports it as a C module. Homebrew's re2 is found through CPATH like the picture headers.
    // On Linux the archive is linked (`-l:libre2.a`), so that a launch loads no libstdc++.so
    // for it: the release build links libstdc++ statically too (Makefile, RELEASE).
    .target(
      name: "CRE2",
      linkerSettings: [
        .linkedLibrary(":libre2.a", .when(platforms: [.linux])),
        .linkedLibrary("re2", .when(platforms: [.macOS])),
      ]
    ),

    // MARK: Full screen: the terminal around TourKit (ncurses), and the embedding API
    .target(
      name: "TourTerminal",
      dependencies: ["TourKit", "CNcurses"],
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]
    ),

    // MARK: The executable: command-line arguments around TourTerminal
    .executableTarget(
      name: "tour",
      dependencies: ["TourKit", "TourTerminal", "CNcurses"]
    ),

    // MARK: Build tooling: embeds Resources/ (the built-in tour) into TourKit
    // Swift literals for generated files, shared by the two embedding tools.
    .target(name: "SwiftLiterals"),
    .executableTarget(
      name: "EmbedResources",
      dependencies: ["SwiftLiterals"],
      path: "Sources/EmbedResources"
    ),
    .plugin(
      name: "EmbedResourcesPlugin",
      capability: .buildTool(),
      dependencies: ["EmbedResources"]
    ),

    // MARK: Build tooling for hosts: a target's Tour/ folder checked and compiled in. The tool
    // parses with TourKit, which is built with EmbedResourcesPlugin: no cycle.
    .executableTarget(
      name: "TourEmbedder",
      dependencies: ["TourKit", "SwiftLiterals"]
    ),
    .plugin(
      name: "EmbedTour",
      capability: .buildTool(),
      dependencies: ["TourEmbedder"]
    ),

    // MARK: Examples
    // Its tour is Examples/hello-cli/Tour/, compiled in as a host's would be.
    .executableTarget(
      name: "hello-cli",
      dependencies: ["TourKit", "TourTerminal"],
      path: "Examples/hello-cli",
      exclude: ["Tour"],
      plugins: ["EmbedTour"]
    ),
    .executableTarget(
      name: "host-check",
      dependencies: ["TourKit", "TourTerminal"],
      path: "Examples/host-check"
    ),

    // MARK: Tests
    // Picture files that cost a decoder far more than their size, made in memory by the tests.
    .target(name: "PictureBombs", path: "Tests/PictureBombs"),
    .testTarget(
      name: "TourKitTests",
      dependencies: ["TourKit", "PictureBombs"],
      exclude: ["Snapshots", "Fixtures"]
    ),
    .testTarget(
      name: "TourTerminalTests",
      dependencies: ["TourKit", "TourTerminal", "CNcurses", "PictureBombs"]
    ),
    .testTarget(
      name: "TourEndToEndTests",
      dependencies: ["PictureBombs"]
    ),
  ],
  swiftLanguageModes: [.v6],
  // RE2's headers need C++17 (the CRE2 shim).
  cxxLanguageStandard: .cxx17
)

// MARK: Benchmarks (`make bench`)
// Linux only: the benchmark drives pseudo-terminals and reads /proc (CPU time, peak memory).
#if os(Linux)
  package.targets.append(
    .executableTarget(
      name: "TourBench",
      dependencies: ["TourKit"],
      path: "Benchmarks/TourBench"
    ))
  // The floor TourBench measures tour against: the deck shown by a minimal Swift program on
  // ncurses, linked with tour's libraries.
  package.targets.append(
    .executableTarget(
      name: "TourFloor",
      dependencies: ["CNcurses", "CCmarkGFM", "CRE2"],
      path: "Benchmarks/TourFloor",
      linkerSettings: [.linkedLibrary("ncursesw")]
    ))
#endif

// MARK: Fuzz targets (`make fuzz` builds them with libFuzzer and coverage; see Fuzz/README.md)
// Linux only, like scripts/fuzz: they link the toolchain's libFuzzer runtime.
#if os(Linux)
  package.targets += [
    .target(name: "FuzzDriver", path: "Fuzz/Driver"),
    .target(name: "FuzzSupport", dependencies: ["FuzzDriver"], path: "Fuzz/Support"),
  ]
  package.targets += ["TourFile", "TerminalInput", "StoreJSON", "Picture", "Pattern"].map { input in
    .executableTarget(
      name: "Fuzz\(input)", dependencies: ["TourKit", "FuzzSupport"], path: "Fuzz/\(input)")
  }
#endif
