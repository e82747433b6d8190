/// Decides whether a tour is shown at an app's launch, and which of its pages: the onboarding
/// on a fresh install, the pages new since the last seen version after an upgrade, nothing
/// otherwise (iOS's "show the guide when the stored app version differs").
public enum LaunchGate {
  /// What to do at this launch.
  public enum Decision: Equatable, Sendable {
    /// Show these pages (indices into the tour, in file order).
    case show(pages: [Int], reason: Reason)
    /// Show nothing; if `record` is set, remember this version anyway (an upgrade that brought
    /// no new pages, so the next launch does not ask again).
    case skip(record: Bool)
  }

  /// Why pages are shown.
  public enum Reason: Equatable, Sendable {
    /// No record: the onboarding pages (those without `since`).
    case freshInstall
    /// An upgrade from this version: the pages with from < since ≤ the new version.
    case upgrade(from: Version)
    /// `--force`: the onboarding, whatever the record says.
    case forced
  }

  /// An author's override of the decision.
  public enum Override: Equatable, Sendable {
    /// Show the onboarding whatever the record says (`--force`).
    case force
    /// Show the upgrade view from this version (`--whats-new --since R`).
    case whatsNew(since: Version)
  }

  /// The decision for `tour` at app `version`, given the version last `recorded` (nil: none).
  ///
  /// - Fresh install: the pages without `since` (all pages if every page has one).
  /// - Upgrade from R to V (R < V): the pages with R < since ≤ V, which combines every missed
  ///   version; none means nothing to show, and V is recorded.
  /// - Same version or downgrade: nothing.
  static func decide(
    tour: Tour, version: Version, recorded: Version?, override: Override? = nil
  ) -> Decision {
    switch override {
    case .force: return .show(pages: onboardingPages(of: tour), reason: .forced)
    case .whatsNew(let since):
      return .show(
        pages: whatsNewPages(of: tour, from: since, to: version), reason: .upgrade(from: since))
    case nil: break
    }
    guard let recorded else {
      return .show(pages: onboardingPages(of: tour), reason: .freshInstall)
    }
    guard recorded < version else { return .skip(record: false) }
    let pages = whatsNewPages(of: tour, from: recorded, to: version)
    return pages.isEmpty
      ? .skip(record: true) : .show(pages: pages, reason: .upgrade(from: recorded))
  }

  /// The pages a fresh install sees: those without `since`, or all if every page has one.
  static func onboardingPages(of tour: Tour) -> [Int] {
    let pages = tour.pages.indices.filter { tour.pages[$0].settings.since == nil }
    return pages.isEmpty ? Array(tour.pages.indices) : pages
  }

  /// The pages new after `from` up to and including `to`, in file order.
  package static func whatsNewPages(of tour: Tour, from: Version, to: Version) -> [Int] {
    tour.pages.indices.filter { index in
      guard let since = tour.pages[index].settings.since.flatMap(Version.init) else { return false }
      return from < since && since <= to
    }
  }
}

extension Tour {
  /// The pages at `indices` as a what's-new run shows them: the button says the tour's
  /// `whats-new-start:`, else the chrome's Continue (``ChromeLabels/forWhatsNew``), not the
  /// onboarding's Start. What ``LaunchGate/Reason/upgrade(from:)`` shows.
  package func whatsNew(pages indices: [Int]) -> Tour {
    var tour = selecting(pages: indices)
    tour.style.startLabel = style.whatsNewStartLabel
    return tour
  }

  /// The tour with only the pages at `indices`, in that order.
  public func selecting(pages indices: [Int]) -> Tour {
    var tour = self
    tour.pages = indices.map { pages[$0] }
    return tour
  }
}

/// A problem with the gate's arguments.
public enum LaunchGateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The app ID cannot name a record file.
  case badAppID(String, String)
  /// The version is not a version number.
  case badVersion(String)

  /// One line saying what is wrong, with control characters in the value shown escaped.
  public var description: String {
    switch self {
    case .badAppID(let id, let reason):
      return "bad app ID '\(id.escapingControlCharacters())': \(reason)"
    case .badVersion(let text):
      return
        "bad version '\(text.escapingControlCharacters())': expected numbers like 1.4 or 2.0.1-beta.1"
    }
  }
}
