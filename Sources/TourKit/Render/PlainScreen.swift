extension Canvas {
  /// The screen as plain text: one line per row, trailing blanks removed, no colours.
  package var plainText: String {
    (0..<height).map { row in
      var line = text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}

extension TourRenderer {
  /// Page `page` (0-based) of `tour` exactly as a `size` screen shows it at rest, colours
  /// stripped: what `tour --render` prints. With ``TourOptions/pictures`` set, its pictures
  /// are prepared first (through `store`) and drawn in two tones
  /// (``PictureColorMode/twoTone``): their colours would be lost, their shapes are not.
  package static func plainScreen(
    of tour: Tour, page: Int, size: ScreenSize, options: TourOptions,
    store: PictureStore = PictureStore()
  ) -> String {
    var options = options
    options.slideDuration = .zero
    // Page N of the file, whatever the answers would hide or hold back.
    options.previewsEveryPage = true
    if options.pictures != nil { options.pictures = .twoTone }
    var state = TourState(tour: tour, width: size.width, height: size.height, options: options)
    state.handle(.key(.home), at: .zero)
    for _ in 0..<page {
      // → moves the caret in a text field: Esc leaves it first, as a user would.
      if state.keyContext == .textField { state.handle(.key(.escape), at: .zero) }
      state.handle(.key(.right), at: .zero)
    }
    state.preparePictures(with: store, at: .zero)
    return TourRenderer(colorDepth: .none).render(state, at: .zero).plainText
  }
}
