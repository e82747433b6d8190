/// Where reading a tour file sends an error that the rest of the file can be read past (a bad
/// comment, question or condition: what follows it still parses). Loading a tour to show it
/// throws the first at once, as it always did; `tour --check` and the EmbedTour build keep
/// reading and get them all (``TourFile/read(gathering:eachPage:)``), so that one run reports
/// every mistake of a file.
///
/// A class, so that the readers of each part of the file, and the rules over all of them,
/// report to one place without handing it back and forth.
final class LoadingErrors {
  /// Whether errors are kept and reading goes on, rather than the first one thrown.
  let keepsGoing: Bool
  /// The errors kept, in the order found (file order), at most ``TourFinding/printedLimit``:
  /// more would never be printed, and a file of mistakes keeps little memory.
  private(set) var found: [TourFinding] = []
  /// How many errors were reported, those not kept included.
  private(set) var count = 0

  /// The first error reported: what loading the file to show it throws.
  private(set) var first: TourFileError?

  /// Throws each error reported (`keepsGoing` false) or keeps it.
  init(keepsGoing: Bool) { self.keepsGoing = keepsGoing }

  /// Keeps going, starting with the errors `earlier` kept (those of a front matter read
  /// before the pages).
  init(after earlier: FrontMatterErrors) {
    keepsGoing = true
    found = earlier.found
    count = earlier.count
    first = earlier.first
  }

  /// Throws `error`, or keeps it and returns, so that the caller reads on past what it
  /// refused.
  func report(_ error: TourFileError) throws(TourFileError) {
    guard keepsGoing else { throw error }
    var alone = error
    alone.further = []
    for mistake in [alone] + error.further {
      count += 1
      if first == nil { first = mistake }
      if found.count < TourFinding.printedLimit { found.append(TourFinding(mistake)) }
    }
  }

  /// The keys of questions and steps refused since the rules last took them, with their
  /// lines: refused, they ask nothing, but their key is still the author's, so a later
  /// question under it is a duplicate and a `when:` naming it no new mistake.
  private var refusedKeys: [(key: String, line: Int)] = []

  /// Notes that the question or step `key` written on `line` was refused (its error already
  /// reported).
  func noteRefused(key: Substring, line: Int) {
    guard keepsGoing else { return }
    refusedKeys.append((String(key), line))
  }

  /// The keys refused since the last call, in the order found.
  func takeRefusedKeys() -> [(key: String, line: Int)] {
    defer { refusedKeys = [] }
    return refusedKeys
  }

  /// What was kept, as a value: a tour file's front matter's errors, read once and given to
  /// each reading of its pages.
  var kept: FrontMatterErrors { FrontMatterErrors(found: found, count: count, first: first) }
}

/// The errors found in a tour file's front matter, kept with the file (``TourFile``) so that
/// the front matter is read once: loading throws the first, `tour --check` reports them all
/// before those of the pages.
struct FrontMatterErrors: Sendable {
  /// The errors kept, at most ``TourFinding/printedLimit``.
  var found: [TourFinding] = []
  /// How many there were.
  var count = 0
  /// The first, which loading throws.
  var first: TourFileError?
}
