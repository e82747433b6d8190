extension TourState {
  /// Page `page` laid out as it shows now: as ``TourGeometry`` laid it out, except that the
  /// focused question's lines are as its kind narrows them while they are filtered (a line
  /// saying the filter, the matching options), and steps have their output under them.
  /// Drawing, clicks and scrolling all read this, so what they see is what is drawn.
  func layout(ofPage page: Int) -> PageLayout {
    var layout = geometry.page(page)
    if !steps.isEmpty { layout = addingStepOutput(to: layout, page: page) }
    guard page == targetPage, let focus, let filter = focus.filter,
      let lines = layout.lineRange(ofQuestion: focus.question)
    else { return layout }
    let question = questions(onPage: page)[focus.question]
    let narrowed = question.kind.behaviour.lines(
      Array(layout.lines[lines]), filteredBy: filter, question: focus.question,
      // A line wider than the page moves left as far as the screen's margin of two columns.
      width: geometry.layout.width - 4, rule: layout.rule, labels: options.labels,
      glyphs: options.glyphs)
    return layout.replacingLines(lines, with: narrowed)
  }
}
