/// What happened to a watched tour file, as the operating system reported it (`tour --watch`).
///
/// Editors save in different ways, and each shows as a different sequence: in place (vim with
/// `backupcopy=yes`, VS Code, nano) is ``Kind-swift.enum/written``; a temporary file renamed
/// over the file (`sed -i`, many editors' atomic save) is ``Kind-swift.enum/appeared``; vim's
/// default moves the file aside and writes a new one (``Kind-swift.enum/disappeared`` then
/// ``Kind-swift.enum/appeared``), as deleting and recreating it does.
package struct FileChange: Equatable, Hashable, Sendable {
  /// How the file changed.
  package enum Kind: Equatable, Hashable, Sendable {
    /// Written, truncated or its attributes changed, where it is.
    case written
    /// A file now exists at the path: created, or renamed over it.
    case appeared
    /// The file at the path is gone: deleted, or renamed away.
    case disappeared
  }

  /// The watched path, as it was given to the watcher.
  package var path: String
  /// How it changed.
  var kind: Kind

  /// A change of `kind` to the file at `path`.
  package init(_ kind: Kind, _ path: String) {
    self.kind = kind
    self.path = path
  }
}
