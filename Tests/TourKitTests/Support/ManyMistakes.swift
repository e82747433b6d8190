/// A tour file with several independent mistakes, one of each kind the loader reads past, and
/// where each one is: what `tour --check` and the EmbedTour build must report in one run.
enum ManyMistakes {
  /// The file, `Fixtures/mistakes/many-mistakes.md` (the end-to-end tests check it too). Line
  /// 15 is indented, so its key's column counts the spaces before `<!--`.
  static var text: String {
    String(decoding: (try? FixtureFiles.bytes("mistakes", "many-mistakes.md")) ?? [], as: UTF8.self)
  }

  /// Every error the loader finds, `LINE:COL: error: message`, in file order (the missing
  /// picture, which only a check of the pictures finds, is not among them).
  static let loadingErrors = [
    "10:11: error: `theme` is asked twice (first on line 3): keys are unique in a tour",
    "15:13: error: bad key `Bad`: use lower-case letters, digits, - and _ (at most 64)",
    "18:32: error: bad pattern `(a`: unmatched (",
    "23:12: error: when `theme = blue`: `theme` has no option `blue` (its values: dark, light)",
    "26:32: error: bad pattern `(a)\\1`: back-references like \\1 are not supported",
    "28:6: error: unknown comment `aks:` (did you mean `ask:`?)",
  ]

  /// Where the missing picture `nope.png` is written.
  static let picture = "20:1"
}
