// Swift source for files generated at build time: the tools that embed files into a program
// (EmbedResources for TourKit's built-in tour, TourEmbedder for a host's tour) write their
// contents as literals with these.

/// A Swift string literal for `scalars`: every non-ASCII or special scalar escaped, so the
/// generated file is plain ASCII whatever the input holds.
public func stringLiteral(_ scalars: some Sequence<Unicode.Scalar>) -> String {
  var result = "\""
  for scalar in scalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case " "..."~": result.unicodeScalars.append(scalar)
    default: result += "\\u{\(String(scalar.value, radix: 16))}"
    }
  }
  return result + "\""
}

/// Each byte as the scalar of the same value (U+0000–U+00FF): how a picture is held in a
/// string literal, which compiles in a moment where an array of numbers would not.
public func byteScalars(_ bytes: some Sequence<UInt8>) -> [Unicode.Scalar] {
  bytes.map { Unicode.Scalar($0) }
}

/// The entries of a `[String: String]` dictionary literal, one `"name": literal,` line each
/// with `indent` before it, sorted by name so that the output depends on the files alone; `:`
/// for none.
public func dictionaryEntries(_ entries: [String: [Unicode.Scalar]], indent: String) -> String {
  guard !entries.isEmpty else { return indent + ":\n" }
  return entries.sorted { $0.key < $1.key }.map { name, value in
    "\(indent)\(stringLiteral(name.unicodeScalars)): \(stringLiteral(value)),\n"
  }.joined()
}
