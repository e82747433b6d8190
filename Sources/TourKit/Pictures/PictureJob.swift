/// Work on a picture that a running tour wants done away from its input path
/// (``TourState/pictureJobs``): by a worker thread in a terminal session, or at once by
/// ``TourState/preparePictures(with:at:)``.
package enum PictureJob: Hashable, Sendable {
  /// Read the picture's size from its file's header (or learn why it cannot be shown).
  case measure(PictureSource)
  /// Decode the picture (once) and convert it to cells at a size in a colour mode.
  case convert(PictureSource, PictureSize, PictureColorMode)

  /// The picture the job is about.
  package var source: PictureSource {
    switch self {
    case .measure(let source), .convert(let source, _, _): return source
    }
  }
}

/// What a ``PictureJob`` found, handed back to the tour in ``TourEvent/pictures(_:)``.
package enum PictureUpdate: Equatable, Sendable {
  /// The picture is `width` × `height` pixels.
  case measured(PictureSource, width: Int, height: Int)
  /// The picture cannot be shown: its alt text is, in a frame.
  case failed(PictureSource, PictureError)
  /// The picture's cells at a size in a colour mode.
  case converted(PictureSource, PictureSize, PictureColorMode, Canvas)
}

extension PictureStore {
  /// Does `job` on the calling thread. Never throws: a failure is an update too; `nil` when
  /// `isCancelled` stopped it (it is asked between rows of a decode).
  package func perform(_ job: PictureJob, isCancelled: @escaping () -> Bool) -> PictureUpdate? {
    switch job {
    case .measure(let source):
      do {
        let (width, height) = try dimensions(source, isCancelled: isCancelled)
        return .measured(source, width: width, height: height)
      } catch .cancelled {
        return nil
      } catch {
        return .failed(source, error)
      }
    case .convert(let source, let size, let mode):
      do {
        let cells = try cells(source, size: size, mode: mode, isCancelled: isCancelled)
        return .converted(source, size, mode, cells)
      } catch .cancelled {
        return nil
      } catch {
        return .failed(source, error)
      }
    }
  }

  /// Does `job` on the calling thread, to the end. Never throws: a failure is an update too.
  package func perform(_ job: PictureJob) -> PictureUpdate {
    // Never cancelled, so there is always an update.
    perform(job, isCancelled: { false })!
  }
}
