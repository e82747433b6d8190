/// A detail of how a value was written in its file — where (a line, a column), in which words,
/// under which reading instructions — kept for messages and `tour --check`, and no part of
/// what the value is: two values that differ only in such details are equal, and hash alike.
///
/// It lets the model's types synthesise their `==` rather than list by hand every property
/// but the places (a list that drifts when a property is added): a page read from line 3 and
/// the same page read from line 30 show the same.
@propertyWrapper
package struct SourceDetail<Value: Sendable>: Equatable, Hashable, Sendable {
  /// The detail itself.
  package var wrappedValue: Value

  /// Wraps `wrappedValue`.
  package init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Always true: a source detail never tells two values apart.
  package static func == (_: Self, _: Self) -> Bool { true }

  /// Adds nothing, as ``==`` compares nothing.
  package func hash(into hasher: inout Hasher) {}
}
