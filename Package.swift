// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tour",
  products: [
    .executable(name: "tour", targets: ["tour"]),
    .library(name: "TourKit", targets: ["TourKit"]),
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

    // MARK: The executable: a thin terminal shell around TourKit
    .executableTarget(
      name: "tour",
      dependencies: ["TourKit", "CNcurses"]
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

    // MARK: Benchmarks (`make bench`)

    // MARK: Tests
    .testTarget(
      name: "TourKitTests",
      dependencies: ["TourKit"],
      exclude: ["Snapshots", "Fixtures"]
    ),
    .testTarget(
      name: "TourEndToEndTests",
      dependencies: []
    ),
  ],
  swiftLanguageModes: [.v6]
)
