/// Draws a ``TourState`` at a moment into a ``Canvas``: the only place that decides what the
/// screen shows. The executable copies the result to the terminal and decides nothing.
package struct TourRenderer: Sendable {
  /// How many colours the terminal shows.
  package let colorDepth: ColorDepth

  /// Creates a renderer for a terminal with `colorDepth` colours.
  package init(colorDepth: ColorDepth) {
    self.colorDepth = colorDepth
  }

  /// The whole screen for `state` at `now`.
  package func render(_ state: TourState, at now: Duration) -> Canvas {
    var canvas = Canvas(width: 0, height: 0)
    var buffers = RenderBuffers()
    render(state, at: now, into: &canvas, buffers: &buffers)
    return canvas
  }

  /// Draws the whole screen for `state` at `now` into `canvas`, over what it holds, and the
  /// pages in `buffers`: a session's loop passes the canvas of a frame it has shown and no
  /// longer needs, and the same buffers each time, so that a frame the size of the last one
  /// allocates no memory.
  package func render(
    _ state: TourState, at now: Duration, into canvas: inout Canvas,
    buffers: inout RenderBuffers
  ) {
    let geometry = state.geometry
    let layout = geometry.layout
    let options = state.options
    let theme = Theme(style: state.tour.style, colorDepth: colorDepth)
    let glyphs = options.glyphs
    if geometry.isTooSmall {
      canvas = TooSmallNotice(
        requiredWidth: geometry.requiredWidth, requiredHeight: geometry.requiredHeight,
        labels: options.labels
      ).draw(width: layout.width, height: layout.height, theme: theme)
      drawReloadBanner(of: state, into: &canvas, theme: theme)
      return
    }
    canvas.reset(width: layout.width, height: layout.height, rule: options.widths)
    let backdrops = drawPages(state, at: now, into: &canvas, buffers: &buffers, theme: theme)

    // A refusal is always said, hints or not: the user pressed a key and nothing moved. The
    // compact arrangement has no hint row: it is said in the dots' place until the next input.
    let refusalRow = state.refusal == nil ? nil : layout.hintRow ?? layout.dotsRow
    let current = state.currentPage(at: now)
    if refusalRow != layout.dotsRow {
      geometry.indicator(currentPage: current).draw(
        into: &canvas, theme: theme, glyphs: glyphs, showingHelp: state.offersHelp)
    }

    if let row = refusalRow, let refusal = state.refusal {
      let text = DisplayWidth.clipped(
        options.labels.text(for: refusal), width: layout.width - 2, marker: glyphs.clipMarker,
        rule: options.widths)
      canvas.draw(
        text, x: (layout.width - DisplayWidth.of(text, rule: options.widths)) / 2, y: row,
        style: theme.style(.refusal))
    } else if let row = layout.hintRow, options.showsHints, !state.isHelpShown {
      // (Not under the help overlay: its own footer says what keys do, and a box as tall as the
      // screen would leave bits of the hint beside it.)
      // The tour's own Start label, as the button draws it; without one the chrome's word.
      let startLabel = state.tour.style.startLabel == nil ? nil : geometry.startLabel
      let hintKey = HintKey(
        labels: options.$labels, unicode: options.unicode, lineDrawing: options.lineDrawing,
        pageCount: geometry.pageCount, startLabel: startLabel, width: layout.width - 2,
        onLastPage: state.isOnLastPage,
        scrolls: geometry.maximumScroll(ofPage: state.targetPage) > 0,
        context: state.keyContext, hasNextQuestion: state.focusHasNextQuestion,
        followsReviewLine: state.isOnReviewPage && state.reviewFocus != nil,
        step: state.focusedStepHint, leftField: state.leftField)
      // The same hint as the last frame's, most of the time: not worded again.
      let hint: String
      if let last = buffers.hint, last.key == hintKey {
        hint = last.text
      } else {
        let keyHint = KeyHint(
          labels: options.labels, glyphs: glyphs, pageCount: geometry.pageCount,
          startLabel: startLabel)
        hint = keyHint.text(
          width: hintKey.width, onLastPage: hintKey.onLastPage, scrolls: hintKey.scrolls,
          context: hintKey.context, hasNextQuestion: hintKey.hasNextQuestion,
          followsReviewLine: hintKey.followsReviewLine, step: hintKey.step,
          leftField: hintKey.leftField)
        buffers.hint = (hintKey, hint)
      }
      canvas.draw(
        hint, x: (layout.width - DisplayWidth.of(hint)) / 2, y: row, style: theme.style(.hint))
    }
    // The dots and the hint on coloured pages, in colours that read on them.
    if let backdrops { canvas.lay(onto: backdrops) }

    let alpha = state.startButton.alpha(at: now)
    if alpha > 0 {
      let frame = geometry.startButtonFrame
      // On a coloured page the button fades in from the page's colour, on it.
      let backdrop = backdrops.flatMap { frame.x < $0.count ? $0[frame.x] : nil }
      let style = theme.startButtonStyle(alpha: alpha, on: backdrop)
      canvas.drawBox(frame, glyphs: glyphs, style: style)
      canvas.draw("  " + geometry.startLabel + "  ", x: frame.x + 1, y: frame.y + 1, style: style)
    }
    if state.isHelpShown {
      state.helpOverlay.draw(into: &canvas, theme: theme, scroll: state.helpScroll)
    }
    drawReloadBanner(of: state, into: &canvas, theme: theme)
  }

  /// Draws the banner of the tour file's last failed reload over `canvas`, if there is one:
  /// drawn last, so neither the help overlay nor the too-small notice hides it.
  private func drawReloadBanner(of state: TourState, into canvas: inout Canvas, theme: Theme) {
    guard let error = state.reloadError else { return }
    ReloadBanner(error: error).draw(into: &canvas, theme: theme, glyphs: state.options.glyphs)
  }

  /// Draws the strip of pages through the screen window: one page at rest, two side by side
  /// during a slide or a swipe. A coloured page fills its columns from the top row to the
  /// bottom; returns each column's backdrop, or `nil` when no page on screen is coloured.
  private func drawPages(
    _ state: TourState, at now: Duration, into canvas: inout Canvas,
    buffers: inout RenderBuffers, theme: Theme
  ) -> [Backdrop?]? {
    let geometry = state.geometry
    let layout = geometry.layout
    let width = layout.width
    let offset = Int(state.offset(at: now).rounded())
    let leftPage = offset / width
    let shift = offset - leftPage * width
    var backdrops: [Backdrop?]?
    for (page, sourceX, toX, columns) in [
      (leftPage, shift, 0, width - shift), (leftPage + 1, 0, width - shift, shift),
    ] where columns > 0 && page < geometry.pageCount {
      let pageLayout = state.layout(ofPage: page)
      if let backdrop = theme.backdrop(for: pageLayout.background) {
        if backdrops == nil { backdrops = Array(repeating: nil, count: width) }
        for column in toX..<min(width, toX + columns) { backdrops?[column] = backdrop }
        canvas.fill(
          Rect(x: toX, y: 0, width: columns, height: layout.height),
          style: CellStyle(background: backdrop.background))
      }
      let questions = state.questions(onPage: page)
      // One buffer for both pages of a slide: each is copied out as soon as it is drawn.
      pageLayout.draw(
        into: &buffers.page, width: width, height: geometry.contentRows(ofPage: page),
        centeringRows: layout.contentRows, scroll: state.scrollOffsets[page], theme: theme,
        glyphs: state.options.glyphs, labels: state.options.labels, pictures: state.pictures,
        questions: questions.isEmpty
          ? nil
          : QuestionDrawing(
            questions: questions, answers: state.answers,
            focus: page == state.targetPage ? state.focus : nil, problems: state.answerProblems,
            labels: state.options.labels, steps: state.steps.mapValues(\.status), time: now,
            animates: !state.options.reducesMotion),
        focusedLink: page == state.targetPage && state.isOnReviewPage ? state.reviewFocus : nil)
      canvas.copy(
        from: buffers.page, sourceX: sourceX, toX: toX, y: layout.contentTop, columns: columns)
    }
    return backdrops
  }
}

/// The canvases ``TourRenderer`` draws pages into before it copies them to the screen's, kept
/// from one frame to the next (``TourRenderer/render(_:at:into:buffers:)``).
package struct RenderBuffers: Sendable {
  /// The page being drawn: the one at the screen's left edge, then the one sliding in beside
  /// it.
  fileprivate var page = Canvas(width: 0, height: 0)
  /// The last key hint, and what it was worded from.
  fileprivate var hint: (key: HintKey, text: String)?

  /// Empty buffers, which the first frame sizes.
  package init() {}
}

/// What the key hint's words depend on (``KeyHint/text(width:onLastPage:scrolls:context:hasNextQuestion:followsReviewLine:step:)``).
private struct HintKey: Equatable, Sendable {
  /// The options' own box: the same from one frame to the next, so compared at once.
  var labels: Indirect<ChromeLabels>
  /// The glyphs, which these two choose (``TourOptions/glyphs``).
  var unicode: Bool
  var lineDrawing: Bool
  var pageCount: Int
  var startLabel: String?
  var width: Int
  var onLastPage: Bool
  var scrolls: Bool
  var context: KeyContext
  var hasNextQuestion: Bool
  var followsReviewLine: Bool
  var step: StepHint?
  var leftField: KeyHint.LeftField?
}
