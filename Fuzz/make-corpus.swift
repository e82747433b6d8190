// Writes the seed corpora in Fuzz/Corpus (run from the repository root):
//
//   swift Fuzz/make-corpus.swift [SPEC.txt...]
//
// SPEC.txt files are CommonMark-style specs (cmark-gfm's test/spec.txt, extensions.txt,
// regression.txt): each example becomes a tour file, `<spec>-NNN.md`. Without them only the
// generated seeds are rewritten. Fuzz/README.md says where the checked-in examples come from.
import Foundation

let corpus = "Fuzz/Corpus"

/// Writes `bytes` to `Fuzz/Corpus/<target>/<name>`.
func write(_ target: String, _ name: String, _ bytes: [UInt8]) throws {
  let folder = "\(corpus)/\(target)"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
}

func write(_ target: String, _ name: String, _ text: String) throws {
  try write(target, name, Array(text.utf8))
}

// MARK: Tour files

/// The examples of a spec file: the Markdown before each example's `.` line, tabs shown as →
/// in the spec written as tabs.
func specExamples(_ text: String) -> [String] {
  var examples: [String] = []
  var current: [Substring]?
  var inMarkdown = false
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("````````````````````````````````") {
      if current == nil {
        current = []
        inMarkdown = true
      } else {
        examples.append(current!.joined(separator: "\n").replacingOccurrences(of: "→", with: "\t"))
        current = nil
      }
    } else if current != nil && inMarkdown {
      if line == "." { inMarkdown = false } else { current!.append(line) }
    }
  }
  return examples
}

for path in CommandLine.arguments.dropFirst() {
  let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  let examples = specExamples(try String(contentsOfFile: path, encoding: .utf8))
  for (index, example) in examples.enumerated() {
    try write("TourFile", "\(name)-\(String(format: "%03d", index + 1)).md", example + "\n")
  }
  print("\(path): \(examples.count) examples")
}

// The repository's own tours.
for folder in [
  "Tests/TourKitTests/Fixtures/valid", "Tests/TourKitTests/Fixtures/broken", "Resources",
] {
  let kind = URL(fileURLWithPath: folder).lastPathComponent.lowercased()
  for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  where file.hasSuffix(".md") {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file)"))
    try write("TourFile", "fixture-\(kind)-\(file)", Array(bytes))
  }
}

func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

/// Issue 8's reproducers, cut to sizes that still pass any sane nesting limit many times over,
/// and libcmark's pathological inputs (cmark-gfm test/pathological_tests.py), smaller.
let hostileTourFiles: [(String, String)] = [
  ("issue8-deep-list.md", repeated("- ", 12_000) + "x\n"),
  ("issue8-deep-quote.md", repeated("> ", 18_000) + "x\n"),
  ("issue8-nested-emphasis.md", repeated("*a **a ", 10_000) + "b" + repeated(" a** a*", 10_000)),
  ("issue8-nested-images.md", repeated("![", 65_000) + "x\n"),
  ("issue8-indented-list.md", (0..<400).map { repeated("  ", $0) + "* a\n" }.joined()),
  (
    "issue8-controls.md",
    "---\ntitle: T\u{1B}]0;x\u{07}\nstart: S\u{9B}2J\n---\n# Title \u{1B}[31mred\n\n"
      + "Body \u{9B}c1 \u{85}nel \u{1B}]0;osc\u{07} \u{7F}del \u{0}nul\n"
  ),
  ("issue8-accent.md", "---\naccent: \u{1B}]0;x\u{07}\n---\n# A\n"),
  ("issue8-start-label-newline.md", "---\nstart: a\u{85}b\n---\n# A\n"),
  ("cmark-emphasis-closers.md", repeated("a_ ", 20_000)),
  ("cmark-emphasis-openers.md", repeated("_a ", 20_000)),
  ("cmark-link-closers.md", repeated("a]", 20_000)),
  ("cmark-link-openers.md", repeated("[a", 20_000)),
  ("cmark-mismatched-emphasis.md", repeated("*a_ ", 20_000)),
  ("cmark-emphasis-multiple-of-3.md", "a**b" + repeated("c* ", 20_000)),
  ("cmark-link-openers-emphasis-closers.md", repeated("[ a_", 20_000)),
  ("cmark-bracket-paren.md", repeated("[ (](", 20_000)),
  ("cmark-nested-brackets.md", repeated("[", 20_000) + "a" + repeated("]", 20_000)),
  ("cmark-backticks.md", (1..<300).map { "e" + repeated("`", $0) }.joined()),
  ("cmark-unclosed-links-a.md", repeated("[a](<b", 10_000)),
  ("cmark-unclosed-links-b.md", repeated("[a](b", 10_000)),
  ("cmark-tables.md", repeated("aaa\rbbb\n-\u{0B}\n", 5_000)),
  ("html-nested-tags.md", repeated("<b>", 10_000) + "x" + repeated("</b>", 10_000)),
  ("html-stray-end-tags.md", repeated("</i>", 20_000) + "x"),
  ("many-pages.md", repeated("# P\n\ntext\n\n---\n\n", 2_000)),
  ("wide-table.md", "|" + repeated("a|", 1_000) + "\n|" + repeated("-|", 1_000) + "\n"),
  ("crlf-bom.md", "\u{FEFF}---\r\ntitle: Windows\r\n---\r\n# 見出し\r\n\r\nText\r\n---\r\n# Two\r\n"),
  ("long-word.md", "# " + repeated("ｗ", 5_000) + "\n\n" + repeated("x", 20_000) + "\n"),
  ("combining-marks.md", "# e" + repeated("\u{301}", 5_000) + "\n\n" + repeated("👩‍💻🇯🇵", 2_000)),
]
for (name, text) in hostileTourFiles { try write("TourFile", name, text) }

// MARK: Terminal input

/// Byte streams a terminal may send: keys of xterm, tmux, rxvt and the Linux console, mouse
/// reports (SGR, X10, out of range), invalid UTF-8, truncated escapes, bracketed paste, focus
/// reports, control strings.
let esc = "\u{1B}"
let terminalStreams: [(String, [UInt8])] = [
  ("keys-letters", Array("hjkl lhgG?jk?x123456789 q".utf8)),
  ("keys-enter-backspace", Array("\r\n\u{7F}\u{08}\t\u{1C}".utf8)),
  ("keys-arrows-csi", Array("\(esc)[A\(esc)[B\(esc)[C\(esc)[D\(esc)[H\(esc)[F".utf8)),
  ("keys-arrows-ss3", Array("\(esc)OA\(esc)OB\(esc)OC\(esc)OD\(esc)OH\(esc)OF\(esc)OM".utf8)),
  ("keys-vt220", Array("\(esc)[1~\(esc)[4~\(esc)[5~\(esc)[6~\(esc)[7~\(esc)[8~".utf8)),
  ("keys-modified", Array("\(esc)[1;5C\(esc)[1;3D\(esc)[1;2A\(esc)[5;5~\(esc)O5C".utf8)),
  ("keys-rxvt", Array("\(esc)[a\(esc)[d\(esc)Oa\(esc)[5^\(esc)[6$\(esc)[7@".utf8)),
  ("keys-keypad", Array("\(esc)Oj\(esc)Op\(esc)Oy\(esc)OX\(esc)OM".utf8)),
  ("keys-linux-console", Array("\(esc)[[A\(esc)[[E\(esc)[[".utf8)),
  ("keys-alt", Array("\(esc)q\(esc)\(esc)[D\(esc)\u{7F}\(esc)\(esc)".utf8)),
  ("keys-ctrl-c-z", [0x03, 0x1A, 0x71]),
  ("esc-alone", Array(esc.utf8)),
  ("mouse-sgr-click", Array("\(esc)[<0;10;5M\(esc)[<0;10;5m\(esc)[<0;40;20M\(esc)[<0;40;20m".utf8)),
  (
    "mouse-sgr-drag",
    Array("\(esc)[<0;70;10M\(esc)[<32;50;10M\(esc)[<32;20;10M\(esc)[<0;5;10m".utf8)
  ),
  ("mouse-sgr-wheel", Array("\(esc)[<64;1;1M\(esc)[<65;1;1M\(esc)[<66;1;1M\(esc)[<67;1;1M".utf8)),
  ("mouse-sgr-buttons", Array("\(esc)[<1;2;2M\(esc)[<2;2;2M\(esc)[<128;2;2M\(esc)[<35;3;3M".utf8)),
  (
    "mouse-sgr-out-of-range",
    Array("\(esc)[<0;0;0M\(esc)[<0;99999999999;1M\(esc)[<0;1;65536M\(esc)[<0;-1;2M".utf8)
  ),
  ("mouse-sgr-malformed", Array("\(esc)[<0;1M\(esc)[<0;1;2;3M\(esc)[<0:1;2;3M\(esc)[<0;1;2X".utf8)),
  ("mouse-x10", Array("\(esc)[M".utf8) + [32, 33, 33] + Array("\(esc)[M".utf8) + [35, 60, 40]),
  (
    "mouse-x10-out-of-range",
    Array("\(esc)[M".utf8) + [0, 0, 0] + Array("\(esc)[M".utf8) + [255, 255, 32]
  ),
  ("mouse-x10-truncated", Array("\(esc)[M".utf8) + [32]),
  ("utf8-valid", Array("é日本🎉ｱ\u{301}".utf8)),
  ("utf8-invalid-lead", [0xC4, 0x71, 0xFF, 0x71, 0x80, 0x71, 0xE9, 0x71]),
  ("utf8-truncated", [0xE3, 0x81, 0x71, 0xF0, 0x9F, 0x71]),
  (
    "utf8-overlong-surrogate-too-big", [0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x71]
  ),
  ("utf8-c1-controls", [0xC2, 0x9B, 0x32, 0x4A, 0xC2, 0x85, 0x9B, 0x71]),
  ("escape-truncated-csi", Array("\(esc)[\(esc)[1;\(esc)[<0;10\(esc)O".utf8)),
  (
    "escape-many-parameters",
    Array("\(esc)[\(repeated("1;", 40))1A\(esc)[\(repeated("9", 60))~".utf8)
  ),
  ("escape-intermediates", Array("\(esc)[ q\(esc)[1$p\(esc)[?25h\(esc)[>0c".utf8)),
  ("paste", Array("\(esc)[200~pasted q text\r\n\(esc)[201~".utf8)),
  ("paste-unterminated", Array("\(esc)[200~q q q".utf8)),
  ("paste-partial-terminators", Array("\(esc)[200~\(esc)[20\(esc)[201\(esc)\(esc)[201~".utf8)),
  ("focus", Array("\(esc)[I\(esc)[O".utf8)),
  (
    "control-strings",
    Array("\(esc)]0;title\u{07}\(esc)]0;t\(esc)\\\(esc)Pdcs\(esc)\\\(esc)_apc\(esc)[A".utf8)
  ),
  ("control-string-unterminated", Array("\(esc)]0;never ends q".utf8)),
]
for (name, stream) in terminalStreams {
  // The target reads its choices from the end, last byte first: the tour, the options, then
  // per read a length-and-pause byte and an action byte. Zeros: first tour, animated, one read.
  try write("TerminalInput", name, stream + [0, 0, 0])
  // Byte by byte, each read 24 ms after the last: just inside the sequence timeout, as over a
  // slow link.
  let byteByByte: [UInt8] = Array(repeating: [0, 9 << 4], count: stream.count).flatMap { $0 }
  try write("TerminalInput", name + "-slow", stream + byteByByte + [0, 0])
}

// MARK: Store JSON

let record =
  #"{"app":"hello","entries":[{"version":"1.0","outcome":"finished","date":"2026-11-29T19:02:22Z"}]}"#
let storeFiles: [(String, String)] = [
  ("record", record + "\n"),
  (
    "record-many",
    #"{"app":"a.b-c_d","entries":["#
      + (1...50).map {
        #"{"version":"1.\#($0)","outcome":"\#(["finished", "skipped", "nothing-new"][$0 % 3])","date":"2026-01-01T00:00:00Z"}"#
      }.joined(separator: ",") + "]}"
  ),
  ("record-empty", #"{"app":"x","entries":[]}"#),
  ("record-indented", "{\n  \"app\": \"x\",\n  \"entries\": [\n  ]\n}\n"),
  (
    "record-unicode",
    #"{"app":"\u3042\ud83c\udf89","entries":[{"version":"2.0.1-beta.1","outcome":"skipped","date":"\u0000"}]}"#
  ),
  ("record-extra-members", #"{"z":null,"app":"x","entries":[],"more":[1,2.5e3,-0,true,false]}"#),
  ("record-duplicate-keys", #"{"app":"x","app":"y","entries":[]}"#),
  ("record-bad-outcome", #"{"app":"x","entries":[{"version":"1","outcome":"done","date":""}]}"#),
  (
    "record-bad-version",
    #"{"app":"x","entries":[{"version":"v1","outcome":"finished","date":""}]}"#
  ),
  ("record-wrong-types", #"{"app":1,"entries":{}}"#),
  ("truncated", String(record.prefix(40))),
  ("trailing-comma", #"{"app":"x","entries":[],}"#),
  ("trailing-garbage", record + "x"),
  ("empty", ""),
  ("whitespace", " \t\r\n"),
  ("bom", "\u{FEFF}" + record),
  ("numbers", "[0,-1,1.5,1e308,1e999,-1e999,1E-400,01,+1,.5,1.,--1,1e,0x10]"),
  ("lone-surrogate", #"["\ud800","\udc00x","\ud800\u0041"]"#),
  ("bad-escapes", #"["\x41","\u12","\uZZZZ","\"]"#),
  ("control-in-string", "[\"a\u{1}b\",\"tab\there\"]"),
  ("deep-64", repeated("[", 64) + repeated("]", 64)),
  ("deep-65", repeated("[", 65) + repeated("]", 65)),
  ("deep-objects", repeated("{\"a\":", 70) + "1" + repeated("}", 70)),
  ("literals", "[true,false,null,tru,nul,fals]"),
]
for (name, text) in storeFiles { try write("StoreJSON", name + ".json", text) }
try write(
  "StoreJSON", "invalid-utf8.json",
  Array(#"{"app":""#.utf8) + [0xFF, 0xC0, 0x80] + Array(#"","entries":[]}"#.utf8))
try write("StoreJSON", "nul-bytes.json", [0x7B, 0x00, 0x7D, 0x00])
