extension PlainTextTour {
  /// Step `question`'s lines in plain text, from `report`, its run's outcome (`nil`: it did not
  /// run): `✓ Signed in` or `✗ Signed in — failed (exit 1)`, its output's last lines under
  /// the label (whole: a log keeps what the command said); `○ Create the folder (not run)`;
  /// `Log in: not available`. As the screen's, two columns in, where a question's pointer
  /// stands; a line wider than `width` wraps under the label.
  static func text(
    ofStep question: Question, report: StepReport?, width: Int, unicode: Bool,
    labels: ChromeLabels
  ) -> [String] {
    let glyphs = Glyphs(unicode: unicode)
    let words = labels.steps
    let pointer = String(repeating: " ", count: QuestionLayout.pointerWidth)
    guard question.step?.isAvailable == true else {
      let line = words.notAvailableLine.filling("{label}", with: question.label)
      return TextWrapper.wrap(line, width: width - pointer.count).map { pointer + $0 }
    }
    /// `mark` and `text` after it, wrapped under `text`.
    func marked(_ mark: String, _ text: String) -> [String] {
      TextWrapper.wrap(text, width: width - pointer.count - 2).enumerated().map { row, line in
        pointer + (row == 0 ? mark : " ") + " " + line
      }
    }
    guard let ending = report?.ending else {
      return marked(glyphs.step.waiting, question.label + StepLabels.spaced(words.notRun))
    }
    // Under the label whatever the outcome, as on the screen.
    let output = (report?.output ?? []).map { pointer + "  " + $0 }
    if ending.passed { return marked(glyphs.step.passed, question.label) + output }
    let timeout = question.step?.timeout ?? StepSettings.defaultTimeout
    let dash = unicode ? " — " : " - "
    let why = words.failed.filling("{why}", with: words.why(ending, timeout: timeout))
    return marked(glyphs.step.failed, question.label + dash + why) + output
  }
}

extension StepLabels {
  /// `word` (`(not run)`) as it follows a label: after a space, unless it opens with a
  /// full-width bracket (`（未実行）`), which carries its own spacing.
  static func spaced(_ word: String) -> String {
    word.first.map { "（［【".contains($0) } == true ? word : " " + word
  }
}
