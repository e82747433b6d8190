extension String {
  /// The text of `bytes` if they are valid UTF-8, else `nil`: what `String(validating:as:)`
  /// answers, without its generic path, which runs unspecialised from the statically linked
  /// standard library (the runtime looks the code unit's types up at every call, about 1,000
  /// instructions each: 35,000 of a launch gate's).
  package init?(validUTF8 bytes: ArraySlice<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces what is not UTF-8 with U+FFFD: the bytes were valid exactly when the
    // text kept them as they were.
    guard text.utf8.elementsEqual(bytes) else { return nil }
    self = text
  }

  /// The text of `bytes` if they are valid UTF-8, else `nil`, as for a slice of them.
  package init?(validUTF8 bytes: [UInt8]) { self.init(validUTF8: bytes[...]) }
}
