internal import CCmarkGFM
import Synchronization

/// libcmark-gfm with GitHub's extensions: tables, strikethrough, autolinks (bare URLs) and task
/// lists, and footnotes.
enum GFMParser {
  /// The extensions by name, registered once (cmark-gfm's registration is not thread-safe; a
  /// static is initialised exactly once). They are immutable afterwards.
  nonisolated(unsafe) private static let extensions: [(name: String, pointer: OpaquePointer)] = {
    cmark_gfm_core_extensions_ensure_registered()
    return ["table", "strikethrough", "autolink", "tasklist"].compactMap { name in
      cmark_find_syntax_extension(name).map { (name, $0) }
    }
  }()

  /// One parse at a time in the process. While cmark-gfm reads inlines (a table row while
  /// feeding, every paragraph when finishing) it turns its extensions' special characters
  /// (`~`, `|` …) on in a table the whole process shares, and off again after: two parses at
  /// once on two threads turn them off under each other, and `~~gone~~` reads as text.
  private static let parsing = Mutex<Void>(())

  /// The document tree of `text`, or `nil` if cmark-gfm fails; the caller frees it with
  /// `cmark_node_free`. `tables: false` reads pipes as text (see ``TableGuard``). Safe to call
  /// from any thread (see ``parsing``).
  static func parse(_ text: ArraySlice<UInt8>, tables: Bool = true) -> OpaquePointer? {
    parsing.withLock { _ in
      guard let parser = cmark_parser_new(CMARK_OPT_FOOTNOTES) else { return nil }
      defer { cmark_parser_free(parser) }
      for (name, pointer) in extensions where tables || name != "table" {
        cmark_parser_attach_syntax_extension(parser, pointer)
      }
      text.withUnsafeBytes { buffer in
        if let base = buffer.baseAddress {
          cmark_parser_feed(parser, base.assumingMemoryBound(to: CChar.self), buffer.count)
        }
      }
      return cmark_parser_finish(parser)
    }
  }

  /// A C string from cmark, or `""`.
  static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
