internal import CCmarkGFM

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

  /// The document tree of `text`, or `nil` if cmark-gfm fails; the caller frees it with
  /// `cmark_node_free`. `tables: false` reads pipes as text (see ``TableGuard``).
  static func parse(_ text: ArraySlice<UInt8>, tables: Bool = true) -> OpaquePointer? {
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

  /// A C string from cmark, or `""`.
  static func string(_ pointer: UnsafePointer<CChar>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }
}
