import Glibc

/// The cost of pictures, measured on the release tour alone: the first frame of a page with a
/// 1000×700 photo against the same page without it, peak memory, and whether the picture
/// libraries (libstb, libchafa and glib) were loaded — they must not be for the deck, which
/// has no picture.
///
/// The photos are made here, in a temporary folder, with stb_image_write from the same
/// `libstb0` tour decodes with: a landscape of smooth gradients under sensor-like noise, which
/// compresses (and decodes) like a photo — 2.1 MB as PNG, 0.2 MB as JPEG.
enum PictureBench {
  /// One kind of page the bench starts tour on.
  struct Case {
    let label: String
    let deck: String
  }

  /// What one start measured.
  struct Sample {
    let firstFrame: Duration
    let peakKiB: Int?
    let librariesLoaded: Bool
  }

  /// The measurements, by case label, in the order of `cases`.
  struct Results {
    var cases: [Case] = []
    var samples: [String: [Sample]] = [:]
    /// From q, typed as the first page's text shows while a large photo decodes, to the
    /// process's exit (not in `--quick`).
    var quitWhileDecoding: [Duration] = []
    var failures: [String] = []
  }

  /// The picture libraries' file names, as /proc/PID/maps shows them.
  static let libraries = ["libchafa.so", "libstb.so", "libglib-2.0.so"]

  /// Starts tour on each case `settings.runs` times (interleaved) at 80×24.
  static func run(tour: String, deck: String, settings: Settings) -> Results {
    var results = Results()
    let folder = ".build/bench/pictures"
    do {
      try makePhotos(in: folder)
    } catch {
      results.failures.append("pictures: \(error)")
      return results
    }
    // Distinct words mark the first frame: the title's first and the last line's last.
    let page = "# Photograph\n\n%@\n\nA line of text underneath.\n\n---\n# Next\n\nText.\n"
    func write(_ name: String, image: String) -> String {
      let path = "\(folder)/\(name).md"
      let text = page.replacingFirst("%@", with: image)
      guard let file = fopen(path, "w") else { return path }
      fputs(text, file)
      fclose(file)
      return path
    }
    if !settings.isQuick {
      // q while a large photo decodes: the loop answers it whatever the decoder does.
      do {
        try makePhoto(in: folder, name: "large.png", width: 4000, height: 2800)
        let deck = write("large", image: "![A photo](large.png)")
        let sessions = Sessions(deck: try Deck(path: deck), settings: settings)
        let subject = Subject(tool: .tour, animated: true, executable: tour, deck: deck)
        for run in 1...settings.runs {
          log("tour-bench: pictures run \(run)/\(settings.runs): q while a 4000x2800 PNG decodes")
          results.quitWhileDecoding.append(
            try sessions.quitWhileBusy(subject, size: TerminalSize(width: 80, height: 24)))
        }
      } catch {
        results.failures.append("pictures, q while decoding: \(error)")
      }
    }
    results.cases = [
      Case(label: "a page without a picture", deck: write("text", image: "")),
      Case(
        label: "the same page with a 1000x700 PNG photo",
        deck: write("png", image: "![A photo](photo.png)")),
      Case(
        label: "the same page with a 1000x700 JPEG photo",
        deck: write("jpeg", image: "![A photo](photo.jpg)")),
      Case(label: "the deck (\(deck))", deck: deck),
    ]
    let size = TerminalSize(width: 80, height: 24)
    for run in 1...settings.runs {
      for entry in run % 2 == 1 ? results.cases : results.cases.reversed() {
        log("tour-bench: pictures run \(run)/\(settings.runs): \(entry.label)")
        do {
          let sessions = Sessions(deck: try Deck(path: entry.deck), settings: settings)
          let subject = Subject(tool: .tour, animated: true, executable: tour, deck: entry.deck)
          let start = try sessions.start(subject, size: size)
          results.samples[entry.label, default: []].append(
            Sample(
              firstFrame: start.firstFrame, peakKiB: start.peakKiB,
              librariesLoaded: libraries.contains { start.mappedFiles.contains($0) }))
        } catch {
          results.failures.append("pictures run \(run), \(entry.label): \(error)")
        }
      }
    }
    return results
  }

  /// The table for the report.
  static func report(_ results: Results) -> [String] {
    var table = [["Pictures, 80x24", "first frame (ms)", "peak RSS (KiB)", "libraries loaded"]]
    for entry in results.cases {
      let samples = results.samples[entry.label] ?? []
      let loaded = samples.filter(\.librariesLoaded).count
      table.append([
        entry.label, Format.summary(Summary(samples.map(\.firstFrame.milliseconds))),
        Format.summary(Summary(samples.compactMap(\.peakKiB).map(Double.init))),
        "\(loaded) of \(samples.count) runs",
      ])
    }
    let widths = (0..<4).map { column in table.map { $0[column].count }.max() ?? 0 }
    let quit =
      Summary(results.quitWhileDecoding.map(\.milliseconds)).map {
        ["", "q while a 4000x2800 PNG decodes: exits after \(Format.summary($0)) ms"]
      } ?? []
    return table.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : Format.pad(cell, widths[index])
      }.joined(separator: "  ")
    } + quit
  }

  // MARK: The photos

  private typealias WritePNG =
    @convention(c) (
      UnsafePointer<CChar>?, Int32, Int32, Int32, UnsafeRawPointer?, Int32
    ) -> Int32
  private typealias WriteJPEG =
    @convention(c) (
      UnsafePointer<CChar>?, Int32, Int32, Int32, UnsafeRawPointer?, Int32
    ) -> Int32

  /// Writes a `width` × `height` PNG photo named `name` into `folder` (made already), unless
  /// one is there from an earlier run.
  private static func makePhoto(in folder: String, name: String, width: Int, height: Int)
    throws(BenchError)
  {
    let path = "\(folder)/\(name)"
    guard access(path, R_OK) != 0 else { return }
    guard let library = dlopen("libstb.so.0", RTLD_NOW | RTLD_LOCAL),
      let png = dlsym(library, "stbi_write_png")
    else { throw BenchError("cannot load stbi_write_png from libstb.so.0 (Debian libstb0)") }
    let pixels = landscape(width: width, height: height)
    let written = pixels.withUnsafeBytes { bytes in
      unsafeBitCast(png, to: WritePNG.self)(
        path, Int32(width), Int32(height), 3, bytes.baseAddress, Int32(width * 3)) != 0
    }
    guard written else { throw BenchError("cannot write \(path)") }
  }

  /// Writes `photo.png` and `photo.jpg` (1000 × 700) into `folder`.
  private static func makePhotos(in folder: String) throws(BenchError) {
    makeFolders(folder)
    guard let library = dlopen("libstb.so.0", RTLD_NOW | RTLD_LOCAL),
      let png = dlsym(library, "stbi_write_png"), let jpeg = dlsym(library, "stbi_write_jpg")
    else { throw BenchError("cannot load stbi_write_png from libstb.so.0 (Debian libstb0)") }
    let (width, height) = (1000, 700)
    let pixels = landscape(width: width, height: height)
    let written = pixels.withUnsafeBytes { bytes in
      unsafeBitCast(png, to: WritePNG.self)(
        "\(folder)/photo.png", Int32(width), Int32(height), 3, bytes.baseAddress,
        Int32(width * 3)) != 0
        && unsafeBitCast(jpeg, to: WriteJPEG.self)(
          "\(folder)/photo.jpg", Int32(width), Int32(height), 3, bytes.baseAddress, 90) != 0
    }
    guard written else { throw BenchError("cannot write the photos in \(folder)") }
  }

  /// RGB pixels: a sky fading to the horizon, two ranges of hills and a lake, with noise.
  private static func landscape(width: Int, height: Int) -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    var seed: UInt32 = 12345
    func noise() -> Int {
      seed = seed &* 1_103_515_245 &+ 12345
      return Int((seed >> 16) & 31) - 16
    }
    for y in 0..<height {
      for x in 0..<width {
        let u = Double(x) / Double(width)
        let v = Double(y) / Double(height)
        let far = 0.45 + 0.08 * sin(u * 9) + 0.04 * sin(u * 23 + 1)
        let near = 0.6 + 0.1 * sin(u * 5 + 2) + 0.03 * sin(u * 31)
        var rgb: (Double, Double, Double)
        if v < far {
          rgb = (90 + 120 * v, 150 + 90 * v, 240 - 40 * v)
        } else if v < near {
          rgb = (70 + 60 * (v - far), 110 + 40 * u, 90)
        } else if v < 0.8 {
          rgb = (40 + 80 * u, 90 + 60 * (v - near), 40)
        } else {
          rgb = (60, 110 + 40 * sin(u * 40), 170 + 30 * v)
        }
        let index = (y * width + x) * 3
        for (channel, value) in [rgb.0, rgb.1, rgb.2].enumerated() {
          pixels[index + channel] = UInt8(max(0, min(255, Int(value) + noise())))
        }
      }
    }
    return pixels
  }
}

extension String {
  /// The string with the first `target` replaced by `replacement`.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return self[..<range.lowerBound] + replacement + self[range.upperBound...]
  }

  /// The range of the first occurrence of `text`.
  fileprivate func range(of text: String) -> Range<Index>? {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(text) { return index..<self.index(index, offsetBy: text.count) }
      index = self.index(after: index)
    }
    return nil
  }
}
