import Glibc

/// A NULL-terminated array of C strings (`argv`, `envp`) that owns its memory.
///
/// Built before `fork`, so the child can `execve` without allocating.
final class CStringArray {
  /// The pointers, ending with `nil`, as `execve` wants them.
  let pointers: [UnsafeMutablePointer<CChar>?]

  /// Copies `strings`.
  init(_ strings: [String]) {
    pointers = strings.map { strdup($0) } + [nil]
  }

  deinit {
    for pointer in pointers { free(pointer) }
  }
}
