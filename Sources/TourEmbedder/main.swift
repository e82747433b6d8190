// Build tool of the EmbedTour plugin: checks the tour in a target's `Tour/` folder with
// TourKit's own parser and writes it, with its translations and the pictures they show, as
// Swift source (`EmbeddedTour.tour`). Anything that would not show as written fails the build
// with `FILE:LINE:COL: error: …`, so a broken tour never ships.
// Usage: TourEmbedder FOLDER OUTPUT.swift
import Foundation
import TourKit

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let folder = arguments.first, let output = arguments.last else {
  FileHandle.standardError.write(Data("usage: TourEmbedder FOLDER OUTPUT.swift\n".utf8))
  exit(2)
}

let check = TourFolderCheck(folder: URL(fileURLWithPath: folder).standardizedFileURL.path)
// As `tour --check` prints them, in the form compilers use so that IDEs place each one in its
// file: `FILE:LINE:COL: error: message`.
for (file, findings, total) in check.findings {
  for line in TourFinding.lines(findings, in: file, total: total) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
guard !check.hasErrors, let embedded = check.embedded else { exit(1) }
do {
  try GeneratedSource.text(for: embedded).write(toFile: output, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("\(output): error: cannot write: \(error)\n".utf8))
  exit(1)
}
