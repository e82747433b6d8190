extension FileChange.Kind {
  /// How a watched file changed between two looks at it, from its stamp then and now (`nil`
  /// where nothing was at the path); `nil` when it did not change. What a watcher without
  /// per-name events reports: one that polls, and kqueue, whose events say only that a folder
  /// or a file changed.
  ///
  /// Another file at the path (another device or inode: renamed over it, or deleted and made
  /// again) has ``appeared``; the same file with another size or time was ``written``. A write
  /// that leaves the size and both times as they were is not seen: the times are as fine as
  /// the file system keeps them (nanoseconds on ext4 and APFS), but Linux advances them only
  /// at its clock tick, every few milliseconds.
  package init?(from old: Platform.FileStamp?, to new: Platform.FileStamp?) {
    switch (old, new) {
    case (nil, nil): return nil
    case (nil, .some): self = .appeared
    case (.some, nil): self = .disappeared
    case (.some(let old), .some(let new)):
      if old.device != new.device || old.inode != new.inode {
        self = .appeared
      } else if old != new {
        self = .written
      } else {
        return nil
      }
    }
  }
}
