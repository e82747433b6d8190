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
  /// (`Page 2 of 3`), each as soon as it is read; stops at the first write that fails.
  package func print(pages indices: [Int]? = nil, options: PresentOptions) -> TourResult {
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
      let text = PlainTextTour.text(
        of: page, number: number, of: chosen.count, title: outline.settings.title,
        width: options.plainTextWidth, unicode: options.plainTextIsUnicode,
        labels: options.labels, reader: reader)
      do {
        try options.writeText(text)
      } catch {
        failed = true
      }
      return !failed && index < last
    }
    let answers = TourAnswers(questions: outline.questions, answers: options.answers)
    return TourResult(failed ? .outputFailed : .printed, answers: answers)
  }
}
