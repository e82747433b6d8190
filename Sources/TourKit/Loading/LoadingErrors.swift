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

  /// Throws each error reported (`keepsGoing` false) or keeps it.
  init(keepsGoing: Bool) { self.keepsGoing = keepsGoing }

  /// Throws `error`, or keeps it and returns, so that the caller reads on past what it
  /// refused.
  func report(_ error: TourFileError) throws(TourFileError) {
    guard keepsGoing else { throw error }
    count += 1
    if found.count < TourFinding.printedLimit { found.append(TourFinding(error)) }
  }
}
