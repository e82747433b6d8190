/// A page laid out at a text width: its lines, each with the role it is drawn in.
public struct PageLayout: Equatable, Sendable {
  /// One line of a laid-out page.
  public struct Line: Equatable, Sendable {
    /// The text, already wrapped.
    public var text: String
    /// How it is drawn.
    public var role: ColorRole
  }

  /// The lines, top to bottom; blank lines separate the title and paragraphs.
  public let lines: [Line]

  /// Lays out `page` with its text wrapped to `width` cells.
  public init(page: Page, width: Int) {
    var lines: [Line] = []
    for text in TextWrapper.wrap(page.title, width: width) {
      lines.append(Line(text: text, role: .title))
    }
    for paragraph in page.paragraphs {
      if !lines.isEmpty { lines.append(Line(text: "", role: .body)) }
      for text in TextWrapper.wrap(paragraph, width: width) {
        lines.append(Line(text: text, role: .body))
      }
    }
    self.lines = lines
  }

  /// Draws the page into a canvas `width` × `height`: the block centred vertically, each line
  /// centred horizontally, like the centred labels of an iOS onboarding page.
  public func draw(width: Int, height: Int, theme: Theme) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    let top = max(0, (height - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < height {
      let x = (width - DisplayWidth.of(line.text)) / 2
      canvas.draw(line.text, x: max(0, x), y: top + index, style: theme.style(line.role))
    }
    return canvas
  }
}
