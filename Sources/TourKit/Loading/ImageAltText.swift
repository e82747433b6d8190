extension ImageBlock {
  /// What an image written without alt text is called instead: its title, unless the title
  /// only sizes it (`width=40%`), else its file name (`acme.svg` of
  /// `https://example.com/acme.svg?v=2`); empty when it has neither. A row of sponsor logos
  /// then reads `[acme.svg] [globex.png]` rather than nothing, and a picture alone a named
  /// frame rather than an empty one.
  private var substituteAlt: String {
    if let title, WhiteSpace.hasContent(title), !title.contains("=") {
      return title
    }
    var address = Substring(source)
    if let end = address.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      address = address[..<end]
    }
    while address.last == "/" { address = address.dropLast() }
    // Named as a browser names the file (`made with love.svg`, not `made%20with%20love.svg`).
    return PictureOrigin.percentDecoded(String(address.split(separator: "/").last ?? ""))
      .escapingControlCharacters()
  }

  /// Calls it by ``substituteAlt``, as its file gives no alt text.
  mutating func substituteMissingAlt() {
    alt = substituteAlt
    altIsSubstituted = true
  }

  /// Whether it is a picture on the web, which a terminal never shows: only its alt text.
  var isOnTheWeb: Bool {
    if case .failure(.webAddress) = PictureOrigin.address(of: self) { return true }
    return false
  }
}
