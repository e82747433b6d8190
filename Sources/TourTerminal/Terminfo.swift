import CNcurses

/// The terminal's capability strings, from the terminfo entry of the current ncurses screen, as
/// the bytes to write: for what tour writes itself (the width probe, the clusters ncurses cannot
/// carry, the reset sequence). Only while a screen of the tour's is current.
enum Terminfo {
  /// Capability `name` (`"cup"`, `"sgr0"`), or `nil` when the terminal has none.
  static func string(_ name: String) -> String? {
    guard let value = tour_tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
    return String(cString: value)
  }

  /// The bytes of `capability` with its parameters filled in and its padding (`$<5>`) applied
  /// by `tputs`; none for a missing capability.
  static func bytes(_ capability: String?, _ first: Int = 0, _ second: Int = 0) -> [UInt8] {
    guard let capability else { return [] }
    let filled =
      capability.contains("%")
      ? tour_tparm(capability, first, second) : nil
    collected.removeAll(keepingCapacity: true)
    if let filled {
      _ = tputs(filled, 1, collect)
    } else {
      _ = tputs(capability, 1, collect)
    }
    return collected
  }
}

/// What `tputs` hands to ``collect(_:)``. Touched only by ``Terminfo/bytes(_:_:_:)`` on the
/// thread that presents the tour, and one tour is on screen at a time.
nonisolated(unsafe) private var collected: [UInt8] = []

/// The output function given to `tputs`: a C function pointer, so it cannot capture a buffer.
private func collect(_ byte: Int32) -> Int32 {
  collected.append(UInt8(truncatingIfNeeded: byte))
  return byte
}
