import TourKit

/// A tour file to print as plain text, as ``present(_:options:)`` does for a loaded tour, page
/// by page: it is read once to the end when made, to count its pages, keep their settings and
/// meet any problem in it before anything is printed, then again by ``print(pages:options:)``,
/// each page printed as it is read. A long tour costs its bytes and one page of memory. For
/// `tour FILE` without a terminal and `tour --plain FILE`, through the launch gate or not.
package struct PlainTextFile {
  /// The file.
  package let file: TourFile
  /// The tour with each page's settings and no content, and its questions: what the launch
  /// gate decides from.
  package let outline: Tour

  /// Reads `file` to the end.
  package init(_ file: TourFile) throws(TourFileError) {
    self.file = file
    var outline = file.tour
    outline.questions = try file.read { page in
      outline.pages.append(Page(blocks: [], settings: page.settings))
      return true
    }.tour.questions
    self.outline = outline
  }

  /// Prints the pages at `indices` (in file order; all when `nil`), numbered among themselves
  /// (`Page 2 of 3`), each as soon as it is read and its checks ran (through `executor`, by
  /// default the options'; ``PlainTextChecks``); stops at the first write that fails. The
  /// checks' outcomes are answers.
  package func print(
    pages indices: [Int]? = nil, options: PresentOptions, executor: (any StepExecuting)? = nil
  ) -> TourResult {
    let available = Set(options.steps.keys)
    var checks = PlainTextChecks(
      executor: executor ?? options.stepExecutor,
      answers: TourAnswers(questions: outline.questions, answers: options.answers))
    let chosen = Set(indices ?? Array(outline.pages.indices))
    let last = chosen.max() ?? -1
    let reader: PlainTextTour.Reader =
      Platform.isTerminal(options.outputDescriptor) ? .terminal : .file
    var index = -1
    var number = 0
    var failed = false
    // The file read to the end without a problem when this was made: it reads the same now.
    _ = try? file.read { page in
      index += 1
      guard chosen.contains(index) else { return index < last }
      number += 1
      let page = page.markingSteps(available: available)
      let steps = checks.run(on: page)
      let text = PlainTextTour.text(
        of: page, number: number, of: chosen.count, title: outline.settings.title,
        width: options.plainTextWidth, unicode: options.plainTextIsUnicode,
        labels: options.labels, reader: reader, steps: steps)
      do {
        try options.writeText(text)
      } catch {
        failed = true
      }
      return !failed && index < last
    }
    return TourResult(failed ? .outputFailed : .printed, answers: checks.answers)
  }
}
