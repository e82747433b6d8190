/// A version number like `1.4`, `2.0.1` or `2.0.0-beta.1`, compared as numbers.
///
/// Components compare numerically one by one (`1.10 > 1.9`), missing ones count as 0
/// (`1.4 == 1.4.0`), and a pre-release sorts before its release (`2.0.0-beta.1 < 2.0.0`), with
/// pre-release identifiers compared as Semantic Versioning does.
public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The numbers: `[1, 4]` for `1.4`.
  public let components: [Int]
  /// The pre-release identifiers after `-`, empty for a release.
  public let prerelease: [String]
  /// The text it was parsed from.
  public let description: String

  /// Parses a version; `nil` unless it is numbers separated by dots, optionally followed by
  /// `-` and dot-separated pre-release identifiers (build metadata after `+` is ignored).
  public init?(_ text: String) {
    let withoutBuild = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)[0]
    let parts = withoutBuild.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    let numbers = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    guard !numbers.isEmpty, numbers.count <= 4 else { return nil }
    var components: [Int] = []
    for number in numbers {
      guard !number.isEmpty, number.count <= 9, number.allSatisfy(\.isASCIIDigit),
        let value = Int(number)
      else { return nil }
      components.append(value)
    }
    var prerelease: [String] = []
    if parts.count == 2 {
      prerelease = parts[1].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard
        prerelease.allSatisfy({
          !$0.isEmpty && $0.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }
        })
      else { return nil }
    }
    while components.count > 1 && components.last == 0 { components.removeLast() }
    self.components = components
    self.prerelease = prerelease
    description = text
  }

  /// Whether two versions are the same number (`1.4 == 1.4.0`).
  public static func == (lhs: Version, rhs: Version) -> Bool {
    lhs.components == rhs.components && lhs.prerelease == rhs.prerelease
  }

  /// Hashes the number, so equal versions hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
    hasher.combine(prerelease)
  }

  /// Whether `lhs` comes before `rhs` (see the type's rules).
  public static func < (lhs: Version, rhs: Version) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
    case (true, true), (true, false): return false
    case (false, true): return true
    case (false, false): break
    }
    for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
      switch (Int(left), Int(right)) {
      case (let l?, let r?): return l < r
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return left < right
      }
    }
    return lhs.prerelease.count < rhs.prerelease.count
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
