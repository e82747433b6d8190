import TourKit

/// `tour --watch`: the watcher of a tour file and how to read the tour again. A session given
/// one polls the watcher beside the terminal, waits for ``/TourKit/ReloadSchedule`` to say the
/// save is complete, reads the file and hands the state a ``/TourKit/TourEvent/reloaded(_:)``
/// or ``/TourKit/TourEvent/reloadFailed(_:)``.
///
/// The files of the tour's pictures are watched too (those of each tour read), so saving a
/// picture alone reloads the tour, and the reload reads the pictures whose files changed.
///
/// Package API: live reload is an authoring feature of the `tour` command. A host shows a
/// finished tour, and a public way to watch would commit the embedding API to files, folders
/// and a reload policy no host has asked for; tour authors run `tour --watch` instead.
package struct LiveReload {
  /// The watched files.
  package let watcher: FileWatcher
  /// Reads the tour again.
  package let load: () throws(TourFileError) -> Tour

  /// Reloads with `load` when `watcher` reports a change.
  package init(watcher: FileWatcher, load: @escaping () throws(TourFileError) -> Tour) {
    self.watcher = watcher
    self.load = load
  }

  /// Reads the tour again: the event that shows it, or the banner with why it cannot be read.
  func reload() -> TourEvent {
    do {
      let tour = try load()
      watchPictures(of: tour)
      return .reloaded(tour)
    } catch {
      return .reloadFailed(error)
    }
  }

  /// Watches the files of `tour`'s pictures beside the tour file.
  package func watchPictures(of tour: Tour) {
    watcher.watch(tour.pictureFiles)
  }
}
