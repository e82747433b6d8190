/// A value kept behind one reference, so that copying what holds it copies a pointer.
///
/// For large values that are read often and rarely changed, such as the chrome's words
/// (``ChromeLabels``, 1.3 KB): the running tour's state and options, copied at every event
/// and frame, then carry 8 bytes for them. Still a value: changing it makes a new box.
@propertyWrapper
package struct Indirect<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value, never changed once boxed.
  private final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  /// Boxes `wrappedValue`.
  package init(wrappedValue: Value) { box = Box(wrappedValue) }

  package var wrappedValue: Value {
    get { box.value }
    set { box = Box(newValue) }
  }

  /// The box itself (`$name`), to hand on without boxing the value again.
  package var projectedValue: Self { self }

  /// The same box, or equal values.
  package static func == (left: Self, right: Self) -> Bool {
    left.box === right.box || left.box.value == right.box.value
  }
}
