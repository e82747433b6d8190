import Foundation
import PackagePlugin

/// Embeds a target's tour in its binary: `Tour/tour.md` in the target's folder, the
/// translations beside it (`tour.ja.md`, `tour.zh_TW.md` …) and the pictures their pages show
/// become `EmbeddedTour.tour`, which `Tour(embedded: .tour)` shows with no file at run time.
///
/// Every file is checked with TourKit's parser first: a tour that does not parse, a
/// translation with other pages, or a picture that would show its alt text fails the build
/// with `FILE:LINE:COL: error: …`.
///
/// ```swift
/// .executableTarget(
///   name: "mytool",
///   dependencies: [
///     .product(name: "TourKit", package: "tour"),
///     .product(name: "TourTerminal", package: "tour"),
///   ],
///   exclude: ["Tour"],
///   plugins: [.plugin(name: "EmbedTour", package: "tour")]
/// )
/// ```
@main
struct EmbedTour: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let folder = targetFolder(target).appending(path: "Tour")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw EmbedTourError(
        "\(targetFolder(target).path): no Tour/ folder: EmbedTour embeds Tour/tour.md of target "
          + "'\(target.name)', with its translations and pictures")
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTour.swift")
    return [
      .buildCommand(
        displayName: "Checking and embedding the tour in \(target.name)/Tour",
        executable: try context.tool(named: "TourEmbedder").url,
        arguments: [folder.path, output.path],
        // Every file in the folder: a new translation or a re-exported picture builds again.
        inputFiles: files(in: folder),
        outputFiles: [output]
      )
    ]
  }

  /// The regular files under `folder`, sorted.
  private func files(in folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// Why the plugin cannot embed a tour, as the build shows it.
struct EmbedTourError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The target's folder. `Target.directoryURL` needs tools version 6.1 and this package is 6.0,
/// where every member of `Path` is deprecated: its text, through `CustomStringConvertible`.
private func targetFolder(_ target: SourceModuleTarget) -> URL {
  URL(fileURLWithPath: String(describing: target.directory))
}
