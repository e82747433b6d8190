/// One full-screen page of a tour, read from Markdown between two `---` lines. Its content is
/// drawn by TourTerminal; a host sees its ``title`` and ``settings``.
public struct Page: Equatable, Sendable {
  /// The content, top to bottom.
  package var blocks: [Block]
  /// Settings from the comment at the top of the page (`<!-- align: left -->`).
  public var settings: PageSettings
  /// What the page shows differently from what its file says (a settings comment below the
  /// top, content nested too deep, HTML a terminal cannot show …), for `tour --check`.
  var notes: [PageNote] = []
  /// The 1-based file line the page's text starts on (0 when it was not read from a file), for
  /// `tour --check`.
  @SourceDetail package var line = 0
  /// The images among text and in table cells, which show as `[alt]`, where they are written:
  /// `tour --check` reports those whose file is missing or broken.
  var inlineImages: [ImageBlock] = []

  /// Creates a page from blocks.
  package init(blocks: [Block], settings: PageSettings = PageSettings()) {
    self.blocks = blocks
    self.settings = settings
  }

  /// Creates a page with a title and plain paragraphs.
  package init(title: String, paragraphs: [String] = []) {
    var blocks: [Block] = []
    if !title.isEmpty { blocks.append(.heading(level: 1, [InlineRun(title)])) }
    blocks += paragraphs.map { .paragraph([InlineRun($0)]) }
    self.init(blocks: blocks)
  }

  /// The questions the page asks, top to bottom.
  public var questions: [Question] {
    blocks.compactMap { if case .question(let question) = $0 { question } else { nil } }
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
  /// The colour that fills the page's whole area (`background: #1e3a5f`); `nil` leaves the
  /// terminal's own.
  public var background: TourColor?
  /// The earlier answer the page is shown for (`when: theme = dark`); `nil` shows it always.
  public var condition: PageCondition?

  /// Creates settings; the defaults centre the text, mark no version, colour nothing and show
  /// the page whatever the answers.
  init(
    alignment: Alignment = .center, since: String? = nil, background: TourColor? = nil,
    condition: PageCondition? = nil
  ) {
    self.alignment = alignment
    self.since = since
    self.background = background
    self.condition = condition
  }

  /// Horizontal alignment of text lines.
  public enum Alignment: String, Equatable, Sendable, CaseIterable {
    /// Each line centred, like an iOS onboarding label.
    case center
    /// Lines start at the block's left edge.
    case left
  }
}

/// A block of page content, as GitHub-flavoured Markdown defines it.
///
/// Lists, quotes and footnotes nest at most ``TourFileLimits/nestingDepth`` deep (deeper content
/// is flattened when the file is read), so walking a page's blocks recursively is bounded.
package indirect enum Block: Equatable, Sendable {
  /// `#`, `##`, `###` …; level 1 is the page title.
  case heading(level: Int, [InlineRun])
  /// Running text, wrapped to the page width.
  case paragraph([InlineRun])
  /// A bulleted, numbered or task list.
  case list(ListBlock)
  /// A block quote, drawn with a bar.
  case quote([Block])
  /// A GitHub alert (`> [!NOTE]` …): a quote with a bar in the kind's colour under a title
  /// line (`ℹ Note`).
  case alert(AlertKind, [Block])
  /// Fenced or indented code: never wrapped, clipped with a marker; tabs stop every 8 columns.
  case code(CodeBlock)
  /// An image standing on its own (`![alt](src)` or `<img>` alone in its paragraph).
  case image(ImageBlock)
  /// A GitHub table.
  case table(TableBlock)
  /// The footnotes the page refers to, shown at its end.
  case footnotes([Footnote])
  /// A thematic break (`---`, `***`) in a tour whose pages start at headings (``PageSplit``):
  /// a horizontal rule on the page.
  case rule
  /// A question (an `ask` comment and the list after it, or a text field); only at a page's
  /// top level.
  case question(Question)
  /// The lines of a review page (``AnswerReview``), never read from a file: each a question
  /// and its answer, a link back to the question.
  case review([ReviewEntry])
}

extension Block {
  /// Code in `language` (its fence's info string, `""` for none).
  package static func code(language: String, text: String, line: Int = 0) -> Block {
    .code(CodeBlock(language: language, text: text, line: line))
  }
}

/// Fenced or indented code, and where it was written.
package struct CodeBlock: Equatable, Sendable {
  /// The language its fence names (`sh`), `""` for none.
  var language: String
  /// The code, its lines ending in `\n`.
  package var text: String
  /// The 1-based file line of the code's first line (0 when not known), for `tour --check`.
  @SourceDetail package var line: Int

  /// Creates a code block.
  init(language: String, text: String, line: Int = 0) {
    self.language = language
    self.text = text
    self.line = line
  }
}

/// A bulleted, numbered or task list.
package struct ListBlock: Equatable, Sendable {
  /// Whether items are numbered.
  var ordered: Bool
  /// The first number, for numbered lists.
  package var start: Int
  /// Whether items sit without blank lines between them and between their blocks.
  var isTight: Bool
  /// The items, in order.
  var items: [ListItem]

  /// Creates a list.
  init(ordered: Bool, start: Int = 1, isTight: Bool = true, items: [ListItem]) {
    self.ordered = ordered
    self.start = start
    self.isTight = isTight
    self.items = items
  }
}

/// One item of a list: its blocks, and its box when it is a task (`- [ ]`, `- [x]`).
struct ListItem: Equatable, Sendable {
  /// The item's content.
  var blocks: [Block]
  /// The task box, ticked or not; `nil` for an ordinary item.
  var checkbox: Checkbox?

  /// Creates an item.
  init(_ blocks: [Block], checkbox: Checkbox? = nil) {
    self.blocks = blocks
    self.checkbox = checkbox
  }

  /// A task list item's box.
  enum Checkbox: Equatable, Sendable {
    /// `- [ ]`: to do.
    case unchecked
    /// `- [x]`: done.
    case checked
  }
}

/// An image: what it shows in words, where it is, the size its author asked for, and where it
/// was written.
package struct ImageBlock: Equatable, Sendable {
  /// The alt text.
  var alt: String
  /// The image's address (`src`), as written.
  package var source: String
  /// The `width` attribute of an `<img>`, as written (`200`, `50%`); `nil` when not given.
  package var width: String?
  /// The `height` attribute of an `<img>`, as written; `nil` when not given.
  package var height: String?
  /// The Markdown title (`![alt](src "width=40%")`), as written; `nil` when not given. Its
  /// `width=` and `height=` size the picture (``sizeRequest``).
  var title: String?
  /// Where the image is in its file: the 1-based line and column (0 when not known), for
  /// `tour --check`.
  @SourceDetail package var line: Int
  /// See ``line``.
  @SourceDetail package var column: Int
  /// Whether the file gives no alt text, so that ``alt`` is its title or file name, which
  /// `tour --check` notes.
  @SourceDetail var altIsSubstituted = false

  /// Creates an image.
  init(
    alt: String, source: String, width: String? = nil, height: String? = nil,
    title: String? = nil, line: Int = 0, column: Int = 0
  ) {
    self.alt = alt
    self.source = source
    self.width = width
    self.height = height
    self.title = title
    self.line = line
    self.column = column
  }
}

/// A GitHub table: a header row, body rows, and each column's alignment.
package struct TableBlock: Equatable, Sendable {
  /// How a column's cells sit in it (`:--`, `:-:`, `--:`).
  enum Alignment: Equatable, Sendable {
    /// No colon: text starts at the left.
    case none
    /// `:--`.
    case left
    /// `:-:`.
    case center
    /// `--:`.
    case right
  }

  /// One alignment per column.
  var alignments: [Alignment]
  /// The header row's cells, one per column.
  var header: [[InlineRun]]
  /// The body rows, each with one cell per column.
  package var rows: [[[InlineRun]]]
  /// Where the table is in its file: the 1-based line and column of its header row (0 when not
  /// known), for `tour --check`.
  @SourceDetail package var line = 0
  /// See ``line``.
  @SourceDetail package var column = 0

  /// Creates a table; rows shorter than the header are padded with empty cells, longer ones cut.
  init(alignments: [Alignment], header: [[InlineRun]], rows: [[[InlineRun]]]) {
    let columns = alignments.count
    func fitted(_ row: [[InlineRun]]) -> [[InlineRun]] {
      Array(row.prefix(columns)) + Array(repeating: [], count: max(0, columns - row.count))
    }
    self.alignments = alignments
    self.header = fitted(header)
    self.rows = rows.map(fitted)
  }
}

/// A footnote: its number on the page and its content.
package struct Footnote: Equatable, Sendable {
  /// The number its markers show, counted per page from 1.
  var number: Int
  /// The footnote's text.
  var blocks: [Block]

  /// Creates a footnote.
  init(number: Int, blocks: [Block]) {
    self.number = number
    self.blocks = blocks
  }
}

/// A run of text with one inline style.
package struct InlineRun: Equatable, Sendable {
  /// The text; `"\n"` is a hard line break.
  package var text: String
  /// Emphasis, strong, code, link parts.
  var style: InlineStyle

  /// Creates a run.
  init(_ text: String, style: InlineStyle = []) {
    self.text = text
    self.style = style
  }
}

/// The inline styles of Markdown, combined as a bit set.
struct InlineStyle: OptionSet, Hashable, Sendable {
  /// The style bits.
  let rawValue: UInt8
  /// Creates a style from its bits.
  init(rawValue: UInt8) { self.rawValue = rawValue }
  /// `*emphasis*`, `<i>`, `<em>`: italic.
  static let emphasis = InlineStyle(rawValue: 1 << 0)
  /// `**strong**`, `<b>`, `<strong>`: bold.
  static let strong = InlineStyle(rawValue: 1 << 1)
  /// `` `code` ``, `<code>`.
  package static let code = InlineStyle(rawValue: 1 << 2)
  /// A link's text: underlined.
  static let link = InlineStyle(rawValue: 1 << 3)
  /// A link's URL, an inline image's alt text or a footnote marker: shown dimmed.
  static let url = InlineStyle(rawValue: 1 << 4)
  /// `~~strikethrough~~`, `<s>`, `<del>`.
  static let strikethrough = InlineStyle(rawValue: 1 << 5)
  /// `<kbd>`: a key cap.
  static let keyboard = InlineStyle(rawValue: 1 << 6)
  /// Text read as one token whose spaces do not break a line, unless it is wider than a whole
  /// line: an inline image's `[alt text]`, so a badge row wraps between badges.
  static let keepTogether = InlineStyle(rawValue: 1 << 7)
}

extension [InlineRun] {
  /// The runs' text without styles.
  var plainText: String { map(\.text).joined() }
}
