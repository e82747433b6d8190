import TourKit

/// The deck both programs show (Benchmarks/deck.md), and what the benchmark looks for in it.
///
/// The file is valid for both: pages are separated by `---` lines with a blank line around
/// them (without one, mdp's Markdown would read `---` as a heading underline), titles are `# `
/// lines, there is no front matter (mdp would show `%` headers, tour has its own), and no line
/// is wider than 80 columns, which mdp requires of its terminal.
struct Deck {
  /// The file's path.
  let path: String
  /// The file's text.
  let text: String
  /// The tour TourKit reads from it.
  let tour: Tour
  /// Words of the first page both programs write in one piece: the first word of its title and
  /// the last word of its last line. Both present means the first page is on screen.
  let firstPageMarkers: [[UInt8]]

  /// Reads and checks the deck at `path`.
  init(path: String) throws(BenchError) {
    guard let text = ProcFiles.readText(path) else {
      throw BenchError("cannot read the deck \(path)")
    }
    do {
      tour = try TourFileParser.parse(text: text, path: path)
    } catch {
      throw BenchError("the deck does not parse: \(error)")
    }
    // The markers come from the text, not from TourKit's model: they are what both programs
    // print, whatever either does with the Markdown around them.
    let firstPage = Deck.pages(of: text)[0].filter { !$0.trimmingCharacters(in: " \t").isEmpty }
    let title = firstPage.first { $0.hasPrefix("# ") }?.dropFirst(2).split(separator: " ").first
    let last = firstPage.last?.split(separator: " ").last
    let markers = [title, last].compactMap { $0.map(Deck.trimmingPunctuation) }
    guard markers.count == 2, markers.allSatisfy({ !$0.isEmpty }) else {
      throw BenchError("the deck's first page needs a `# ` title and a line of text after it")
    }
    self.path = path
    self.text = text
    firstPageMarkers = markers.map { Array($0.utf8) }
  }

  /// The number of pages.
  var pageCount: Int { tour.pages.count }

  /// The text of a deck of `count` pages made by repeating this one's pages, for the load test.
  func repeated(toPages count: Int) -> String {
    let pages = Deck.pages(of: text).map { $0.joined(separator: "\n") }
    return (0..<count).map { pages[$0 % pages.count] }.joined(separator: "\n---\n")
  }

  /// The lines of each page: the text split at lines that are just `---`.
  private static func pages(of text: String) -> [[Substring]] {
    var pages: [[Substring]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: " \t") == "---" {
        pages.append([])
      } else {
        pages[pages.count - 1].append(line)
      }
    }
    return pages
  }

  /// `word` without punctuation around it ("continue." → "continue").
  private static func trimmingPunctuation(_ word: Substring) -> String {
    var word = word
    while let first = word.first, !(first.isLetter || first.isNumber) { word = word.dropFirst() }
    while let last = word.last, !(last.isLetter || last.isNumber) { word = word.dropLast() }
    return String(word)
  }
}
