import Synchronization

/// Pictures decoded once per file and converted once per file, size and colour mode, kept
/// within a memory budget and shared between threads: the one way the rest of TourKit gets a
/// picture's cells.
///
/// What is kept belongs to one version of a file: each use checks the file's stamp (its
/// inode, size and times, one `stat`), and a file changed since, or one that appeared where
/// none was, is read again (`tour --watch` shows a re-exported picture).
///
/// The picture libraries are loaded by the first call that needs pixels, never before. Work
/// happens outside the lock, so a thread drawing a frame from ``cachedCells(_:size:mode:)`` is
/// never held up by another preparing a picture; two threads asking for the same new picture
/// at once may both do the work, and one result is kept.
package final class PictureStore: Sendable {
  /// Decoded pixels kept: 64 MiB, sixteen pictures at the largest kept size.
  static let pixelBudget = 64 << 20
  /// Converted cells kept: about a million, dozens of screen-sized pictures.
  static let cellBudget = 1 << 20

  private struct ConversionKey: Hashable {
    let source: PictureSource
    let stamp: Platform.FileStamp?
    let size: PictureSize
    let mode: PictureColorMode
  }

  /// A file's picture, or why it has none, and which version of the file that was.
  private struct Decoded {
    let stamp: Platform.FileStamp?
    let result: Result<Picture, PictureError>
  }

  private struct State {
    var pictures: LeastRecentlyUsed<PictureSource, Decoded>
    var conversions: LeastRecentlyUsed<ConversionKey, Canvas>
    var decodeCount = 0
    var conversionCount = 0
    var unavailableReason: String?
    var unavailableWarned = false
  }

  private let libraries: @Sendable () -> Result<PictureLibraries, PictureError>
  private let state: Mutex<State>

  /// Creates an empty store using the system's picture libraries.
  package convenience init() {
    self.init(libraries: { PictureLibraries.system })
  }

  /// Creates an empty store; tests give other libraries and budgets, the picture fuzz target
  /// its own stb_image.
  package init(
    libraries: @escaping @Sendable () -> Result<PictureLibraries, PictureError>,
    pixelBudget: Int = PictureStore.pixelBudget, cellBudget: Int = PictureStore.cellBudget
  ) {
    self.libraries = libraries
    state = Mutex(
      State(
        pictures: LeastRecentlyUsed(budget: pixelBudget),
        conversions: LeastRecentlyUsed(budget: cellBudget)))
  }

  /// The picture, decoded on first use; a failure is kept and given again, so a broken file is
  /// read once (until it changes). `isCancelled` is asked while decoding: a decode it stops
  /// throws ``PictureError/cancelled`` and keeps nothing.
  package func picture(_ source: PictureSource, isCancelled: @escaping () -> Bool = { false })
    throws(PictureError) -> Picture
  {
    // Taken before the file is read: a write meanwhile makes the next use read it again.
    let stamp = source.stamp
    if let known = decoded(source, stamp: stamp) { return try known.get() }
    let result: Result<Picture, PictureError>
    do throws(PictureError) {
      let bytes = try source.bytes()
      let libraries = try loadedLibraries()
      result = .success(
        try PictureDecoder.decode(bytes, with: libraries, isCancelled: isCancelled))
    } catch .cancelled {
      throw .cancelled
    } catch {
      result = .failure(error)
      noteIfUnavailable(error)
    }
    // A failure costs a little, so that endless broken names cannot grow the store either.
    let cost = (try? result.get().pixels.byteCount) ?? 1024
    state.withLock {
      $0.decodeCount += 1
      $0.pictures.insert(Decoded(stamp: stamp, result: result), for: source, cost: cost)
    }
    return try result.get()
  }

  /// The picture's size in pixels, from its file's header: no pixel is decoded and no library
  /// loaded, unless the header does not say (then it is decoded, as by ``picture(_:)``).
  public func dimensions(_ source: PictureSource, isCancelled: @escaping () -> Bool = { false })
    throws(PictureError) -> (width: Int, height: Int)
  {
    if let known = decoded(source, stamp: source.stamp) {
      let picture = try known.get()
      return (picture.width, picture.height)
    }
    if let size = try PictureDecoder.header(of: try source.bytes()).size { return size }
    let picture = try picture(source, isCancelled: isCancelled)
    return (picture.width, picture.height)
  }

  /// The picture's cells at `size` (from ``PictureSize/fitting(width:height:into:_:request:)``)
  /// in `mode`, converted on first use.
  func cells(
    _ source: PictureSource, size: PictureSize, mode: PictureColorMode,
    isCancelled: @escaping () -> Bool = { false }
  ) throws(PictureError) -> Canvas {
    let key = ConversionKey(source: source, stamp: source.stamp, size: size, mode: mode)
    if let cells = state.withLock({ $0.conversions.value(for: key) }) { return cells }
    let picture = try picture(source, isCancelled: isCancelled)
    let chafa = try loadedLibraries().chafa
    let cells = PictureConverter.cells(of: picture, size: size, mode: mode, with: chafa)
    state.withLock {
      $0.conversionCount += 1
      $0.conversions.insert(cells, for: key, cost: size.columns * size.rows)
    }
    return cells
  }

  /// The cells if they were converted already; never decodes or converts, so it suits drawing
  /// a frame while another thread prepares the picture.
  func cachedCells(_ source: PictureSource, size: PictureSize, mode: PictureColorMode)
    -> Canvas?
  {
    let key = ConversionKey(source: source, stamp: source.stamp, size: size, mode: mode)
    return state.withLock { $0.conversions.value(for: key) }
  }

  /// What was decoded of `source` when its file was at `stamp`, if anything.
  private func decoded(_ source: PictureSource, stamp: Platform.FileStamp?) -> Result<
    Picture, PictureError
  >? {
    state.withLock { state in
      state.pictures.value(for: source).flatMap { $0.stamp == stamp ? $0.result : nil }
    }
  }

  /// The one warning to show when the picture libraries are missing, once: the first call
  /// after a picture needed them gives it, every other call `nil`.
  package func takeUnavailableWarning() -> String? {
    state.withLock { state in
      guard let reason = state.unavailableReason, !state.unavailableWarned else { return nil }
      state.unavailableWarned = true
      return "pictures are shown as their text: \(reason)"
    }
  }

  /// The libraries, noting why they are missing for ``takeUnavailableWarning()``.
  private func loadedLibraries() throws(PictureError) -> PictureLibraries {
    switch libraries() {
    case .success(let libraries): return libraries
    case .failure(let error):
      noteIfUnavailable(error)
      throw error
    }
  }

  /// Notes why pictures cannot be shown (all, or those of a format whose decoder is missing)
  /// for ``takeUnavailableWarning()``: the first reason is the one warned of.
  private func noteIfUnavailable(_ error: PictureError) {
    guard case .unavailable(let reason) = error else { return }
    state.withLock { $0.unavailableReason = $0.unavailableReason ?? reason }
  }

  /// How many files were decoded and pictures converted so far (cache misses).
  var workDone: (decodes: Int, conversions: Int) {
    state.withLock { ($0.decodeCount, $0.conversionCount) }
  }
}
