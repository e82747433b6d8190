/// What tour makes of each HTML element README files use: its text with the nearest Markdown
/// style, a line break, an image, or the block it stands for. Elements not listed cannot be
/// shown; their text is, and `tour --check` names them.
enum HTMLElement: Equatable {
  /// Inline text in a style: `<b>`, `<i>`, `<code>`, `<kbd>`, `<s>` ….
  case styled(InlineStyle)
  /// `<a href>`: a link, its URL shown after it.
  case link
  /// `<img>`.
  case image
  /// `<br>`.
  case lineBreak
  /// Text shown as it is: `<sub>`, `<sup>`, `<span>` …; also void elements with nothing to show.
  case plain
  /// `<h1>` … `<h6>`.
  case heading(level: Int)
  /// A block that holds paragraphs: `<p>`, `<div>`, `<details>` ….
  case block
  /// `<summary>`: a bold paragraph.
  case summary
  /// `<ul>` or `<ol>`.
  case list(ordered: Bool)
  /// `<li>`.
  case listItem
  /// `<pre>`: a code block.
  case preformatted
  /// A table's row or cell: text in rows, cells apart.
  case tableRow, tableCell
  /// `<script>`, `<style>`, `<template>`: content that is not text.
  case hidden
  /// Anything else: text shown, the tag reported by `tour --check`.
  case unshown

  /// The element for a lower-case tag name.
  init(_ name: String) {
    self = HTMLElement.known[name] ?? .unshown
  }

  /// Whether a block's text ends where this element starts or ends.
  var breaksBlock: Bool {
    switch self {
    case .heading, .block, .summary, .list, .listItem, .preformatted, .tableRow: return true
    default: return false
    }
  }

  private static let known: [String: HTMLElement] = {
    var table: [String: HTMLElement] = [
      "b": .styled(.strong), "strong": .styled(.strong), "i": .styled(.emphasis),
      "em": .styled(.emphasis), "cite": .styled(.emphasis), "var": .styled(.emphasis),
      "code": .styled(.code), "tt": .styled(.code), "samp": .styled(.code),
      "kbd": .styled(.keyboard), "s": .styled(.strikethrough), "del": .styled(.strikethrough),
      "strike": .styled(.strikethrough), "a": .link, "img": .image, "br": .lineBreak,
      "summary": .summary, "ul": .list(ordered: false), "ol": .list(ordered: true),
      "li": .listItem, "pre": .preformatted, "tr": .tableRow, "td": .tableCell,
      "th": .tableCell, "script": .hidden, "style": .hidden, "template": .hidden,
    ]
    for name in [
      "sub", "sup", "span", "small", "big", "mark", "abbr", "q", "font", "u", "ins", "time",
      "dfn", "bdi", "bdo", "wbr", "picture", "source", "label", "nobr",
    ] {
      table[name] = .plain
    }
    for name in [
      "p", "div", "center", "details", "section", "article", "header", "footer", "main", "nav",
      "aside", "figure", "figcaption", "blockquote", "dl", "dt", "dd", "address", "hgroup",
      "table", "thead", "tbody", "tfoot", "caption",
    ] {
      table[name] = .block
    }
    for level in 1...6 { table["h\(level)"] = .heading(level: level) }
    return table
  }()
}
