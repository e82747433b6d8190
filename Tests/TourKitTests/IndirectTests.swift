import Testing

@testable import TourKit

@Suite("A value behind one reference is still a value")
struct IndirectTests {
  struct Holder: Equatable {
    @Indirect var labels: ChromeLabels
  }

  @Test("changing a copy leaves the original as it was")
  func copiesAreIndependent() {
    let original = Holder(labels: .english)
    var copy = original
    copy.labels.start = "Go"
    #expect(original.labels.start == ChromeLabels.english.start)
    #expect(copy.labels.start == "Go")
    #expect(original != copy)
  }

  @Test("two boxes of equal words are equal, and a copy is equal to its original")
  func equality() {
    let first = Holder(labels: .english)
    let second = Holder(labels: .english)
    #expect(first == second)
    #expect(first.$labels == first.$labels)
    var changed = second
    changed.labels.start = ChromeLabels.english.start
    #expect(changed == first)
  }

  @Test("the options keep their words through a change of another option")
  func options() {
    var options = TourOptions(labels: .japanese)
    options.showsHints = false
    #expect(options.labels == .japanese)
    #expect(options != TourOptions(labels: .english))
  }
}
