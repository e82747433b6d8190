/// A tour as plain text, for runs without a terminal (pipes, CI logs, `TERM=dumb`): every page
/// under a `Page 2 of 4` header, wrapped to a width, with no escape codes at all.
public enum PlainTextTour {
  /// The text of `tour`'s pages, each wrapped to `width` columns (at least 20).
  public static func text(of tour: Tour, width: Int, unicode: Bool, labels: ChromeLabels = .english)
    -> String
  {
    let width = max(20, width)
    let glyphs = Glyphs(unicode: unicode)
    var output = ""
    for (index, page) in tour.pages.enumerated() {
      if index > 0 { output += "\n" }
      let header = labels.pageOf
        .filling("{n}", with: String(index + 1))
        .filling("{count}", with: String(tour.pages.count))
      output += header + "\n\n"
      let layout = PageLayout(page: page, width: width, glyphs: glyphs, clipsCode: false)
      for line in layout.lines {
        var text = String(repeating: " ", count: line.indent) + line.text
        while text.last == " " { text.removeLast() }
        output += text + "\n"
      }
    }
    return output
  }
}
