@testable import TourKit

/// Small tours for tests.
enum Fixtures {
  /// Four short English pages.
  static let fourPages = Tour(pages: [
    Page(title: "One", paragraphs: ["The first page."]),
    Page(title: "Two", paragraphs: ["The second page."]),
    Page(title: "Three", paragraphs: ["The third page."]),
    Page(title: "Four", paragraphs: ["The last page."]),
  ])

  /// A Japanese page and a Chinese page.
  static let cjk = Tour(pages: [
    Page(title: "ようこそ", paragraphs: ["このツアーでは、矢印キーやマウスでページをめくります。最後のページで「開始」を押してください。"]),
    Page(title: "欢迎使用", paragraphs: ["用方向键或鼠标翻页，在最后一页按回车键开始。"]),
  ])

  /// A state on `tour` at `width` × `height` that shows pictures in 256 colours, the first
  /// page's prepared (as a terminal session has them before its first frame).
  static func preparedState(_ tour: Tour, width: Int = 80, height: Int = 24) -> TourState {
    var state = TourState(
      tour: tour, width: width, height: height, options: TourOptions(pictures: .palette240))
    state.preparePictures(with: PictureStore(), at: .zero)
    return state
  }

  /// A state on `tour` at `width` × `height` with the default (animated) options.
  static func state(
    _ tour: Tour = fourPages, width: Int = 80, height: Int = 24,
    options: TourOptions = TourOptions()
  ) -> TourState {
    TourState(tour: tour, width: width, height: height, options: options)
  }
}

extension TourState {
  /// Handles each event in turn at `now`.
  mutating func handle(_ events: [TourEvent], at now: Duration) {
    for event in events { handle(event, at: now) }
  }
}

extension Duration {
  /// Milliseconds as a Duration, for short test timelines.
  static func ms(_ value: Int) -> Duration { .milliseconds(value) }
}
