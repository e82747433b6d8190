extension TourState {
  /// How many pages on each side of the target page have their pictures converted ahead.
  static let picturePagesAhead = 2

  /// The picture work this state wants done now, most urgent first: the target page's
  /// pictures measured and converted, then every other picture measured (its page's layout
  /// needs its size), then the pictures of the ``picturePagesAhead`` pages on each side
  /// converted, nearest first. Empty when nothing is left, when the tour has no pictures or
  /// when the terminal does not show them.
  ///
  /// A terminal session hands these to a worker thread and feeds what it finds back as
  /// ``TourEvent/pictures(_:)``; ``preparePictures(with:at:)`` does them at once.
  package var pictureJobs: [PictureJob] {
    guard let mode = options.pictures, !tourPictures.isEmpty else { return [] }
    let pages = tourPictures.byDistance(from: targetPage)
    var jobs: [PictureJob] = []
    var listed = Set<PictureJob>()
    func add(_ new: [PictureJob]) {
      for job in new where listed.insert(job).inserted { jobs.append(job) }
    }
    if let target = pages.first, target.page == targetPage {
      add(measurements(target.sources))
      add(conversions(onPage: targetPage, mode: mode))
    }
    for entry in pages { add(measurements(entry.sources)) }
    for entry in pages where abs(entry.page - targetPage) <= TourState.picturePagesAhead {
      add(conversions(onPage: entry.page, mode: mode))
    }
    return jobs
  }

  /// Whether pictures of `page` are still to be measured or converted (its first frame waits
  /// for them a moment, see ``TourState/pictureJobs``).
  package func isPreparingPictures(onPage page: Int) -> Bool {
    guard let mode = options.pictures,
      let entry = tourPictures.pages.first(where: { $0.page == page })
    else { return false }
    return !measurements(entry.sources).isEmpty || !conversions(onPage: page, mode: mode).isEmpty
  }

  /// Does every job of ``pictureJobs`` on this thread until none is left (a few rounds: sizes
  /// measured, then pictures converted): for `tour --render`, tests, and hosts that would
  /// rather wait than show a picture late.
  mutating func preparePictures(with store: PictureStore, at now: Duration) {
    // Each round can only add conversions for sizes it measured; a few are plenty.
    for _ in 0..<4 {
      let jobs = pictureJobs
      guard !jobs.isEmpty else { return }
      handle(.pictures(jobs.map(store.perform)), at: now)
    }
  }

  /// Measure jobs for the sources not measured yet.
  private func measurements(_ sources: [PictureSource]) -> [PictureJob] {
    sources.filter(pictures.needsMeasuring).map { .measure($0) }
  }

  /// Convert jobs for the pictures `page` shows at a size they have no cells for.
  private func conversions(onPage page: Int, mode: PictureColorMode) -> [PictureJob] {
    guard !geometry.isTooSmall, page < geometry.pageCount else { return [] }
    var jobs: [PictureJob] = []
    for line in geometry.page(page).lines {
      guard let part = line.picture, part.row == 0,
        !pictures.hasCells(of: part.source, at: part.size)
      else { continue }
      jobs.append(.convert(part.source, part.size, mode))
    }
    return jobs
  }
}
