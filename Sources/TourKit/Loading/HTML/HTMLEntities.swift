internal import CCmarkGFM

/// Decodes character references (`&amp;`, `&nbsp;`, `&#x1F600;`, all of HTML5's names) in text
/// taken from raw HTML, by letting cmark-gfm read it as Markdown text with every other
/// punctuation character escaped: cmark already knows every entity, so tour keeps no table.
enum HTMLEntities {
  /// Each text with its character references decoded; texts without `&` are returned as they
  /// are. One parse for all of them: each line holding a `&` is a paragraph of its own.
  static func decode(_ texts: [String]) -> [String] {
    var lines = texts.map {
      $0.contains("&") ? $0.split(separator: "\n", omittingEmptySubsequences: false) : []
    }
    let pending = lines.indices.flatMap { text in
      lines[text].indices.filter { lines[text][$0].contains("&") }.map { (text, $0) }
    }
    guard !pending.isEmpty else { return texts }
    // A Markdown paragraph drops leading and trailing white space, which separates words here:
    // it is kept aside and put back.
    var markdown: [UInt8] = []
    var edges: [(leading: Substring, trailing: Substring)] = []
    for (text, line) in pending {
      let whole = lines[text][line]
      let core = whole.drop { $0.isWhitespace }
      let body = core.prefix(core.reversed().drop { $0.isWhitespace }.count)
      edges.append((whole[..<core.startIndex], core[body.endIndex...]))
      markdown += escaped(body)
      markdown += Array("\n\n".utf8)
    }
    guard let document = GFMParser.parse(markdown[...], tables: false) else { return texts }
    defer { cmark_node_free(document) }
    var paragraph = cmark_node_first_child(document)
    for (position, (text, line)) in pending.enumerated() {
      guard let current = paragraph else { break }
      var decoded = String(edges[position].leading)
      var child = cmark_node_first_child(current)
      while let node = child {
        decoded += GFMParser.string(cmark_node_get_literal(node))
        child = cmark_node_next(node)
      }
      lines[text][line] = Substring(decoded + edges[position].trailing)
      paragraph = cmark_node_next(current)
    }
    return texts.indices.map { lines[$0].isEmpty ? texts[$0] : lines[$0].joined(separator: "\n") }
  }

  /// `text` (one line) with every ASCII punctuation character but `&`, `;` and the `#` of a
  /// numeric reference backslash-escaped, so Markdown reads it as plain text.
  private static func escaped(_ text: Substring) -> [UInt8] {
    var result: [UInt8] = []
    var previous: UInt8 = 0
    for byte in text.utf8 {
      let punctuation =
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte)
        || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
      let keep =
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: ";")
        || (byte == UInt8(ascii: "#") && previous == UInt8(ascii: "&"))
      if punctuation && !keep { result.append(UInt8(ascii: "\\")) }
      result.append(byte)
      previous = byte
    }
    return result
  }
}
