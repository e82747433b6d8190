/// The pictures of a tour, page by page: what a running tour prepares. Found once, when the
/// tour starts; a tour without images has none, and never loads the picture libraries.
struct TourPictures: Sendable {
  /// Each page that has pictures, in order, with its pictures' sources.
  let pages: [(page: Int, sources: [PictureSource])]

  /// No pictures: a tour without them, or a terminal that does not show them.
  static let none = TourPictures(pages: [])

  private init(pages: [(page: Int, sources: [PictureSource])]) {
    self.pages = pages
  }

  /// The pictures of `tour`'s image blocks that name a file or a compiled-in picture.
  init(_ tour: Tour) {
    var pages: [(Int, [PictureSource])] = []
    for (index, page) in tour.pages.enumerated() {
      var sources: [PictureSource] = []
      for image in page.blocks.flatMap(\.images) {
        if case .success(let source) = tour.pictureOrigin.source(for: image),
          !sources.contains(source)
        {
          sources.append(source)
        }
      }
      if !sources.isEmpty { pages.append((index, sources)) }
    }
    self.pages = pages
  }

  /// Whether the tour has no pictures.
  var isEmpty: Bool { pages.isEmpty }

  /// The pages with pictures, nearest to `page` first (the next one before the previous one at
  /// the same distance): the order they are prepared in.
  func byDistance(from page: Int) -> [(page: Int, sources: [PictureSource])] {
    pages.sorted { first, second in
      let (a, b) = (distance(first.page, from: page), distance(second.page, from: page))
      return a != b ? a < b : first.page > second.page
    }
  }

  private func distance(_ page: Int, from origin: Int) -> Int { abs(page - origin) }
}

extension Block {
  /// The image blocks in this block and the blocks inside it (lists, quotes, footnotes nest at
  /// most ``TourFileLimits/nestingDepth`` deep, so the walk is bounded).
  package var images: [ImageBlock] {
    switch self {
    case .image(let image): return [image]
    case .quote(let blocks), .alert(_, let blocks): return blocks.flatMap(\.images)
    case .list(let list): return list.items.flatMap { $0.blocks.flatMap(\.images) }
    case .footnotes(let notes): return notes.flatMap { $0.blocks.flatMap(\.images) }
    case .heading, .paragraph, .code, .table, .question, .rule, .review: return []
    }
  }
}

extension Tour {
  /// The files the tour's pictures are read from (compiled-in pictures have none), each once:
  /// what `tour --watch` watches beside the tour file, so that a re-exported picture shows.
  package var pictureFiles: [String] {
    TourPictures(self).pages.flatMap(\.sources).reduce(into: []) { files, source in
      if case .file(let path) = source.key, !files.contains(path) { files.append(path) }
    }
  }
}
