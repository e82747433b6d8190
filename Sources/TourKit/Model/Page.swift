/// One full-screen page of a tour: Markdown blocks and the page's own settings.
public struct Page: Equatable, Sendable {
  /// The content, top to bottom.
  public var blocks: [Block]
  /// Settings from the comment at the top of the page (`<!-- align: left -->`).
  public var settings: PageSettings
  /// File lines of settings comments found below the top of the page, which are ignored
  /// (reported by `tour --check`).
  public var ignoredSettingsLines: [Int] = []

  /// Creates a page from blocks.
  public init(blocks: [Block], settings: PageSettings = PageSettings()) {
    self.blocks = blocks
    self.settings = settings
  }

  /// Creates a page with a title and plain paragraphs.
  public init(title: String, paragraphs: [String] = []) {
    var blocks: [Block] = []
    if !title.isEmpty { blocks.append(.heading(level: 1, [InlineRun(title)])) }
    blocks += paragraphs.map { .paragraph([InlineRun($0)]) }
    self.init(blocks: blocks)
  }

  /// The text of the page's first level-1 heading, or `""`.
  public var title: String {
    for case .heading(1, let runs) in blocks { return runs.plainText }
    return ""
  }
}

/// Per-page settings, from an HTML comment at the top of the page.
public struct PageSettings: Equatable, Sendable {
  /// How paragraphs and headings sit in the page's block.
  public var alignment: Alignment
  /// The version that introduced this page (`since: 1.4`), for what's-new tours.
  public var since: String?

  /// Creates settings; the defaults centre the text and mark no version.
  public init(alignment: Alignment = .center, since: String? = nil) {
    self.alignment = alignment
    self.since = since
  }

  /// Horizontal alignment of text lines.
  public enum Alignment: String, Equatable, Sendable, CaseIterable {
    /// Each line centred, like an iOS onboarding label.
    case center
    /// Lines start at the block's left edge.
    case left
  }
}

/// A block of page content, as CommonMark defines it.
public indirect enum Block: Equatable, Sendable {
  /// `#`, `##`, `###` …; level 1 is the page title.
  case heading(level: Int, [InlineRun])
  /// Running text, wrapped to the page width.
  case paragraph([InlineRun])
  /// A bulleted or numbered list.
  case list(ListBlock)
  /// A block quote, drawn with a bar.
  case quote([Block])
  /// Fenced or indented code: never wrapped, clipped with a marker.
  case code(language: String, text: String)
  /// A paragraph holding only an image: drawn as a framed placeholder with its alt text.
  case image(alt: String, url: String)
}

/// A bulleted or numbered list.
public struct ListBlock: Equatable, Sendable {
  /// Whether items are numbered.
  public var ordered: Bool
  /// The first number, for numbered lists.
  public var start: Int
  /// Whether items sit without blank lines between them and between their blocks.
  public var isTight: Bool
  /// Each item's blocks.
  public var items: [[Block]]

  /// Creates a list.
  public init(ordered: Bool, start: Int = 1, isTight: Bool = true, items: [[Block]]) {
    self.ordered = ordered
    self.start = start
    self.isTight = isTight
    self.items = items
  }
}

/// A run of text with one inline style.
public struct InlineRun: Equatable, Sendable {
  /// The text; `"\n"` is a hard line break.
  public var text: String
  /// Emphasis, strong, code, link parts.
  public var style: InlineStyle

  /// Creates a run.
  public init(_ text: String, style: InlineStyle = []) {
    self.text = text
    self.style = style
  }
}

/// The inline styles of Markdown, combined as a bit set.
public struct InlineStyle: OptionSet, Hashable, Sendable {
  /// The style bits.
  public let rawValue: UInt8
  /// Creates a style from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// `*emphasis*`: italic.
  public static let emphasis = InlineStyle(rawValue: 1 << 0)
  /// `**strong**`: bold.
  public static let strong = InlineStyle(rawValue: 1 << 1)
  /// `` `code` ``.
  public static let code = InlineStyle(rawValue: 1 << 2)
  /// A link's text: underlined.
  public static let link = InlineStyle(rawValue: 1 << 3)
  /// A link's URL, shown dimmed after its text.
  public static let url = InlineStyle(rawValue: 1 << 4)
}

extension [InlineRun] {
  /// The runs' text without styles.
  public var plainText: String { map(\.text).joined() }
}
