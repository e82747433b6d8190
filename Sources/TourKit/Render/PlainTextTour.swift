/// A tour as plain text, for runs without a terminal (pipes, CI logs, `TERM=dumb`): every page
/// under a header naming the tour (its `title`) and the page (`Page 2 of 4`, left out for a
/// one-page tour), wrapped to a width, with no escape codes at all.
///
/// What colour and bold say on screen is said with text here: `#` and `##` headings are
/// underlined with `=` and `-`, inline code keeps its backticks, struck text its `~~`, an image
/// is `[image: alt]`, an empty text field's placeholder is an example, `(e.g. you@example.com)`,
/// as accessible mode says it. Nothing is lost: code blocks keep their lines whole, to be
/// copied, and a table too wide for the width is printed as records, one per row
/// (`Header: value` lines).
///
/// With `boxDrawing` (plain text on a terminal) tables keep their box lines and narrow to the
/// width as on screen, their cells wrapping. Without (plain text going to a pipe or a file,
/// which screen readers, logs and scripts read) no box-drawing character is written: a table
/// that fits is columns two spaces apart, one that does not is records, and quotes are marked
/// `> `. Line by line (accessible mode) no line of symbols is written
/// either.
///
/// A step says how it came out, as its program ran it before printing its page (a check), or
/// that it did not run (a run step, which nobody is there to start):
/// `✓ Signed in to GitHub`, `✗ Signed in to GitHub — failed (exit 1)` with its output's last
/// lines under it, `○ Create the config folder (not run)`, `Log in: not available`.
public enum PlainTextTour {
  /// What reads the text, which decides how it shows what the screen draws with lines.
  package enum Reader: Equatable, Sendable {
    /// A terminal: tables in box lines, headings underlined with `=` and `-`.
    case terminal
    /// A pipe or a file, read by logs, scripts and screen readers: no box-drawing character,
    /// tables as columns or records, quotes marked `> `, headings underlined.
    case file
    /// A screen reader line by line (accessible mode), which reads every symbol aloud: as
    /// ``file``, with no heading underlined, no footnote rule, and every table as records whose
    /// lines are never wrapped (one per cell).
    case lineByLine
  }

  /// The text of `tour`'s pages, each wrapped to `width` columns (at least 20), with box lines
  /// or without (see ``PlainTextTour``).
  public static func text(
    of tour: Tour, width: Int, unicode: Bool, labels: ChromeLabels = .english,
    boxDrawing: Bool = true
  ) -> String {
    tour.pages.enumerated().map { index, page in
      text(
        of: page, number: index + 1, of: tour.pages.count, title: tour.settings.title,
        width: width, unicode: unicode, labels: labels,
        reader: boxDrawing ? .terminal : .file)
    }.joined()
  }

  /// The text of page `number` (1-based) of `count`, as ``text(of:width:unicode:labels:boxDrawing:)``
  /// prints it among the others (a blank line before every page but the first), for `reader`:
  /// for printing a long tour a page at a time, or line by line. `title` is the tour's. Its
  /// steps say the outcomes in `steps` (the reports of their runs, by key); a step without one
  /// did not run.
  package static func text(
    of page: Page, number: Int, of count: Int, title: String?, width: Int, unicode: Bool,
    labels: ChromeLabels, reader: Reader, steps: [String: StepReport] = [:]
  ) -> String {
    let width = max(20, width)
    let glyphs = Glyphs(unicode: unicode, boxDrawing: reader == .terminal)
    var output = number > 1 ? "\n" : ""
    var header = title.map { [$0] } ?? []
    if count > 1 {
      header.append(
        labels.pageOf
          .filling("{n}", with: String(number))
          .filling("{count}", with: String(count)))
    }
    if !header.isEmpty {
      // Wrapped like the page: a long title does not run past the width either.
      let lines = TextWrapper.wrap(header.joined(separator: glyphs.separator), width: width)
      output += lines.joined(separator: "\n") + "\n\n"
    }
    let tables: TableForm =
      switch reader {
      case .terminal: .boxesOrRecords
      case .file: .columnsOrRecords
      case .lineByLine: .records
      }
    let layout = PageLayout(
      page: page.markedAsText(example: labels.accessible.example), width: width, glyphs: glyphs,
      labels: labels, clipsCode: false, images: .text, tables: tables)
    let spoken = reader == .lineByLine
    let questions = page.questions
    for line in layout.lines {
      // A rule (above footnotes) is a line of symbols, which a screen reader reads aloud.
      if spoken, line.spans.first?.role == .rule { continue }
      if case .step(let number, _)? = line.control, let question = questions[safe: number] {
        for var text in PlainTextTour.text(
          ofStep: question, report: steps[question.key], width: width, unicode: unicode,
          labels: labels)
        {
          while text.last == " " { text.removeLast() }
          output += text + "\n"
        }
        continue
      }
      var text = String(repeating: " ", count: line.indent) + line.text
      while text.last == " " { text.removeLast() }
      output += text + "\n"
      let underline: String? =
        switch line.spans.first?.role {
        case .title where !spoken: "="
        case .heading where !spoken: "-"
        default: nil
        }
      if let underline {
        output += String(repeating: underline, count: DisplayWidth.of(text)) + "\n"
      }
    }
    return output
  }
}

extension Page {
  /// The page with what styles say on screen said in text: inline code in backticks and struck
  /// text in tildes, as Markdown writes them, and an empty text field's dimmed placeholder in
  /// `example` (`" (e.g. {text})"`, its spaces trimmed), so it does not read as an answer.
  fileprivate func markedAsText(example: String) -> Page {
    func mark(_ runs: [InlineRun]) -> [InlineRun] {
      runs.map { run in
        var text = run.text
        if run.style.contains(.code) { text = "`\(text)`" }
        if run.style.contains(.strikethrough) { text = "~~\(text)~~" }
        return InlineRun(text, style: run.style)
      }
    }
    // Recursion bounded by the nesting limit pages are read with.
    func mark(_ block: Block) -> Block {
      switch block {
      case .heading(let level, let runs): return .heading(level: level, mark(runs))
      case .paragraph(let runs): return .paragraph(mark(runs))
      case .quote(let blocks): return .quote(blocks.map(mark))
      case .alert(let kind, let blocks): return .alert(kind, blocks.map(mark))
      case .list(var list):
        list.items = list.items.map { ListItem($0.blocks.map(mark), checkbox: $0.checkbox) }
        return .list(list)
      case .table(var table):
        table.header = table.header.map(mark)
        table.rows = table.rows.map { $0.map(mark) }
        return .table(table)
      case .footnotes(let footnotes):
        return .footnotes(
          footnotes.map { Footnote(number: $0.number, blocks: $0.blocks.map(mark)) })
      case .question(var question):
        question.kind = question.kind.behaviour.markedAsText(example: example)
        return .question(question)
      case .code, .image, .rule, .review: return block
      }
    }
    var page = self
    page.blocks = blocks.map(mark)
    return page
  }
}
