/// How a review page's entries are laid out and how the focused one is drawn: like a choice's
/// options, behind the focus pointer's place, so that the focus reads the same on both.
enum ReviewLayout {
  typealias Line = PageLayout.Line
  typealias Span = PageLayout.Span

  /// Each entry as `1) Theme: Dark`, wrapped under itself at `width`, each line marked with
  /// its entry (``PageLayout/Line/link``); a missing answer's `(required)` in the colour of
  /// a refused answer.
  static func lines(
    of entries: [ReviewEntry], width: Int, glyphs: Glyphs, labels: ChromeLabels, rule: WidthRule
  ) -> [Line] {
    var lines: [Line] = []
    for (index, entry) in entries.enumerated() {
      let number = "\(index + 1)) "
      let indent = QuestionLayout.pointerWidth + DisplayWidth.of(number, rule: rule)
      let room = max(1, width - indent)
      let text = [InlineRun(entry.label + labels.accessible.keyColon), InlineRun(entry.answer)]
      var rows = TextWrapper.wrap(text, width: room, rule: rule).map { runs in
        runs.map { Span($0, role: .body) }
      }
      if entry.isMissing {
        // The flag ends the last row where it fits, else takes a row of its own.
        let flag = Span(labels.accessible.required, role: .answerProblem)
        let last = rows.last.map { $0.reduce(0) { $0 + DisplayWidth.of($1.text, rule: rule) } }
        if let last, last + DisplayWidth.of(flag.text, rule: rule) <= room {
          rows[rows.count - 1].append(flag)
        } else {
          rows.append([flag])
        }
      }
      for (row, spans) in rows.enumerated() {
        let lead =
          row == 0
          ? [QuestionLayout.pointer(shown: false, glyphs: glyphs), Span(number, role: .listMarker)]
          : [Span(String(repeating: " ", count: indent), role: .body)]
        var line = Line(spans: lead + spans)
        line.link = index
        lines.append(line)
      }
    }
    return lines
  }

  /// `line`, one of an entry's, with the focus: the pointer in its place on its first row, its
  /// text bold in the focused option's colour.
  static func focused(_ line: Line, glyphs: Glyphs) -> Line {
    var line = line
    var first = 0
    if line.spans.first?.role == .body, line.spans.count >= 2, line.spans[1].role == .listMarker {
      line.spans[0] = QuestionLayout.pointer(shown: true, glyphs: glyphs)
      first = 2
    } else {
      first = 1
    }
    for index in line.spans.indices.dropFirst(first) {
      if line.spans[index].role == .body { line.spans[index].role = .focusedOption }
      line.spans[index].attributes.insert(.bold)
    }
    return line
  }
}
