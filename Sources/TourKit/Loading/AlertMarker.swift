internal import CCmarkGFM

/// Finds GitHub's alerts in cmark-gfm's tree (Debian's cmark-gfm has no alert extension): a
/// block quote at a page's top level whose first line is a marker alone, `[!NOTE]` in any case,
/// with content after it. Like GitHub, a marker with text after it on its line, a quote with
/// nothing but the marker, or a quote inside a list or another quote is an ordinary quote.
enum AlertMarker {
  /// The alert `quote` is, with its marker line taken out of the tree (the rest of its first
  /// paragraph, and its other blocks, are the alert's body); `nil` for an ordinary quote, left
  /// as it is.
  static func take(from quote: OpaquePointer) -> AlertKind? {
    guard let paragraph = cmark_node_first_child(quote),
      cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
    else { return nil }
    // cmark splits `[!NOTE]` into several text nodes (at `[` and `!`): join them, a few at most.
    var marker = ""
    var markerNodes: [OpaquePointer] = []
    var next = cmark_node_first_child(paragraph)
    while let node = next, cmark_node_get_type(node) == CMARK_NODE_TEXT,
      marker.count <= AlertKind.longestMarker
    {
      marker += GFMParser.string(cmark_node_get_literal(node))
      markerNodes.append(node)
      next = cmark_node_next(node)
    }
    // The marker ends its line: a line break follows, or the paragraph ends there.
    let lineEnd = next.flatMap { node in
      [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(node))
        ? node : nil
    }
    guard let kind = AlertKind(marker: marker), next == nil || lineEnd != nil,
      // The body: the rest of the paragraph, or a block after it.
      lineEnd.flatMap(cmark_node_next) != nil || cmark_node_next(paragraph) != nil
    else { return nil }
    // Only the marker's line goes; an emptied paragraph stays (the iterator is about to enter
    // it) and reads as nothing.
    for node in markerNodes + (lineEnd.map { [$0] } ?? []) { cmark_node_free(node) }
    return kind
  }
}
