extension ImageBlock {
  /// The size the author asked for, and the lengths written that could not be read (for
  /// `tour --check`; the picture then takes its natural size in that direction).
  ///
  /// Two CommonMark-compatible ways, which other renderers ignore or read the same:
  /// - the Markdown title, `![alt](src "width=40%")` or `"width=30 height=10"`: a number is
  ///   columns (width) or rows (height), `N%` a share of the room the page has. A title without
  ///   `width=` or `height=` is an ordinary title and asks for nothing.
  /// - `<img width="200" height="100">`: numbers are HTML pixels (`200px` too), at the picture's
  ///   natural size of one column per pixel across and one row per two pixels down; `N%` as
  ///   above.
  var sizeRequest: (request: PictureSizeRequest, unreadable: [String]) {
    var request = PictureSizeRequest()
    var unreadable: [String] = []
    func read(_ text: String, name: String, pixels: Bool) -> PictureLength? {
      guard let length = PictureLength(parsing: text, pixels: pixels, isHeight: name == "height")
      else {
        unreadable.append("\(name) `\(text.escapingControlCharacters())`")
        return nil
      }
      return length
    }
    if let width { request.width = read(width, name: "width", pixels: true) }
    if let height { request.height = read(height, name: "height", pixels: true) }
    if let title {
      let words = title.split { $0 == " " || $0 == "," || $0 == ";" || $0 == "\t" || $0 == "\n" }
      for word in words {
        guard let equals = word.firstIndex(of: "=") else { continue }
        let name = word[..<equals].lowercased()
        let value = String(word[word.index(after: equals)...])
        switch name {
        case "width": request.width = read(value, name: name, pixels: false)
        case "height": request.height = read(value, name: name, pixels: false)
        default: continue
        }
      }
    }
    return (request, unreadable)
  }
}

extension PictureLength {
  /// The largest number read as a length: far more than any screen, small enough to never
  /// overflow.
  static let largestWritten = 100_000

  /// Reads `40%`, `30`, or with `pixels` also `200px` (HTML pixels: a width in pixels is
  /// columns, a height in pixels is half as many rows). `nil` for anything else, and for 0.
  init?(parsing text: String, pixels: Bool, isHeight: Bool) {
    var digits = Substring(text.trimmingSpaces)
    let percent = digits.hasSuffix("%")
    if percent {
      digits = digits.dropLast()
    } else if pixels && digits.lowercased().hasSuffix("px") {
      digits = digits.dropLast(2)
    }
    guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCIIDigit),
      let number = Int(digits), number > 0, number <= PictureLength.largestWritten
    else { return nil }
    if percent {
      self = .percent(number)
    } else if pixels && isHeight {
      self = .cells((number + 1) / 2)
    } else {
      self = .cells(number)
    }
  }
}
