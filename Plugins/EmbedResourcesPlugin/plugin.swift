import Foundation
import PackagePlugin

/// Compiles the tour files and pictures in the package's top-level `Resources/` folder into
/// TourKit as string constants, so the installed binary carries its built-in tour and runs from
/// anywhere, without Foundation's `Bundle` on the path to the first frame; and with them
/// `Loading/BuiltinTour.swift`, the API that uses them (see that file for why).
@main
struct EmbedResourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let resources = context.package.directoryURL.appending(path: "Resources")
    let inputs = try FileManager.default.contentsOfDirectory(
      at: resources, includingPropertiesForKeys: nil
    )
    .filter { ["md", "png", "jpg", "jpeg", "gif"].contains($0.pathExtension.lowercased()) }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let api = resources.deletingLastPathComponent()
      .appending(path: "Sources/TourKit/Loading/BuiltinTour.swift")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) files from Resources/",
        executable: try context.tool(named: "EmbedResources").url,
        arguments: [output.path, api.path] + inputs.map(\.path),
        inputFiles: [api] + inputs,
        outputFiles: [output]
      )
    ]
  }
}
