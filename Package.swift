// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tour",
  products: [
    .executable(name: "tour", targets: ["tour"]),
    .library(name: "TourKit", targets: ["TourKit", "TourTerminal"]),
  ],
  targets: [
    // MARK: C libraries (Debian packages, wrapped as system-library targets)
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    .systemLibrary(
      name: "CCmark",
      providers: [.apt(["libcmark-dev"])]
    ),

    // MARK: Core: pure Swift, no terminal I/O
    .target(
      name: "TourKit",
      dependencies: ["CCmark"],
      plugins: ["EmbedResourcesPlugin"]
    ),

    // MARK: Full screen: the terminal around TourKit (ncurses), and the embedding API
    .target(
      name: "TourTerminal",
      dependencies: ["TourKit", "CNcurses"]
    ),

    // MARK: The executable: command-line arguments around TourTerminal
    .executableTarget(
      name: "tour",
      dependencies: ["TourKit", "TourTerminal", "CNcurses"]
    ),

    // MARK: Build tooling: embeds Resources/ (the built-in tour) into TourKit
    .executableTarget(
      name: "EmbedResources",
      path: "Sources/EmbedResources"
    ),
    .plugin(
      name: "EmbedResourcesPlugin",
      capability: .buildTool(),
      dependencies: ["EmbedResources"]
    ),

    // MARK: Examples
    .executableTarget(
      name: "hello-cli",
      dependencies: ["TourKit", "TourTerminal"],
      path: "Examples/hello-cli"
    ),
    .executableTarget(
      name: "host-check",
      dependencies: ["TourKit", "TourTerminal"],
      path: "Examples/host-check"
    ),

    // MARK: Benchmarks (`make bench`)
    .executableTarget(
      name: "TourBench",
      dependencies: ["TourKit"],
      path: "Benchmarks/TourBench"
    ),

    // MARK: Tests
    .testTarget(
      name: "TourKitTests",
      dependencies: ["TourKit"],
      exclude: ["Snapshots", "Fixtures"]
    ),
    .testTarget(
      name: "TourTerminalTests",
      dependencies: ["TourKit", "TourTerminal", "CNcurses"]
    ),
    .testTarget(
      name: "TourEndToEndTests",
      dependencies: []
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: Fuzz targets (`make fuzz` builds them with libFuzzer and coverage; see Fuzz/README.md)
package.targets += [
  .target(name: "FuzzDriver", path: "Fuzz/Driver"),
  .target(name: "FuzzSupport", dependencies: ["FuzzDriver"], path: "Fuzz/Support"),
]
package.targets += ["TourFile", "TerminalInput", "StoreJSON"].map { input in
  .executableTarget(
    name: "Fuzz\(input)", dependencies: ["TourKit", "FuzzSupport"], path: "Fuzz/\(input)")
}
