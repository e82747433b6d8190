import Foundation
import Testing

@testable import TourKit

/// `<!-- ask: token; text; secret -->`: read from the file, drawn masked, never said at a
/// prompt, never remembered by the launch gate.
@Suite("Secret text fields")
struct SecretFieldTests {
  static let secret = TextKind(field: TextFieldSettings(placeholder: "ghp_…", isSecret: true))

  // MARK: Reading

  @Test func theWordSecretMakesTheFieldASecret() throws {
    let tour = try Tour.parse("# A\n\n<!-- ask: token; text; secret; placeholder: ghp_… -->\n")
    let question = try #require(tour.questions.first)
    #expect(question.isSecret)
    #expect(question.kind == Self.secret.kind)
    #expect(try !Tour.parse("# A\n\n<!-- ask: name; text -->\n").questions[0].isSecret)
  }

  @Test func aSecretTakesNoDefaultAndOnlyATextFieldIsOne() {
    #expect(
      throws: TourFileError(
        path: "t.md", line: 3, column: 24,
        message:
          "a `secret` field takes no `default`: a secret written in the tour file is no secret")
    ) {
      try Tour.parse("# A\n\n<!-- ask: token; text; default: abc; secret -->\n", name: "t.md")
    }
    #expect(
      throws: TourFileError(
        path: "t.md", line: 3, column: 10,
        message: "`secret` is for text fields: add `text` to the ask")
    ) {
      try Tour.parse("# A\n\n<!-- ask: go; secret -->\n- [ ] Yes\n", name: "t.md")
    }
  }

  // MARK: Drawing

  /// Each character one bullet (`*` without Unicode), the caret on the mask at the same
  /// index, the placeholder when empty.
  @Test func aSecretIsDrawnAsOneMaskGlyphACharacter() {
    func drawn(_ text: String, caret: Int?, unicode: Bool = true) -> String {
      let question = Question(key: "token", kind: Self.secret.kind)
      let glyphs = Glyphs(unicode: unicode)
      let line = Self.secret.layOut(question, number: 0, width: 12, glyphs: glyphs, rule: .unicode)
      let look = QuestionLook(
        question: question, answer: .text(text),
        focus: caret.map { QuestionFocus(question: 0, option: 0, caret: $0) }, problem: nil,
        labels: .english, glyphs: glyphs, rule: .unicode)
      let control = line[0].control!
      return Self.secret.draw(line[0], control: control, look: look).spans.map(\.text)
        .joined(separator: "|")
    }
    #expect(drawn("hunter2", caret: nil) == "  |•••••••|   ")
    #expect(drawn("日本x", caret: 1) == "› |•|•|•|       ")
    #expect(drawn("hunter2", caret: 7, unicode: false) == "> |*******| ||  ")
    #expect(drawn("", caret: nil) == "  |ghp_…|     ")
    // Scrolled to keep the caret in the field's 10 cells.
    let long = String(repeating: "s", count: 30)
    #expect(drawn(long, caret: 30) == "› |•••••••••| ||")
  }

  // MARK: Line by line

  @Test func aPromptNeverSaysTheSecret() throws {
    func prompt(_ answer: TourAnswer?, _ labels: ChromeLabels) -> String {
      Self.secret.lineByLinePrompt(answer: answer, label: "Token", labels: labels, dash: " — ")
    }
    #expect(prompt(nil, .english) == " (e.g. ghp_…)")
    #expect(prompt(.text("hunter2"), .english) == " [set]")
    #expect(prompt(.text("hunter2"), .japanese) == "［入力済み］")
    #expect(prompt(.text("hunter2"), .chinese) == "［已输入］")
    // An empty line keeps the secret set; a line is the secret, as typed.
    #expect(try Self.secret.interpret("", current: .text("s"), labels: .english) == .text("s"))
    #expect(try Self.secret.interpret("q", current: nil, labels: .english) == .text("q"))
  }

  @Test func theLineByLineTourSaysWhenTheNextLineIsASecret() throws {
    let tour = try Tour.parse(
      "# A\n\n<!-- ask: token; text; secret -->\n\n<!-- ask: name; text -->\n")
    var lines = LineByLineTour(tour: tour, answers: [:], labels: .english, width: 80, unicode: true)
    let first = lines.start()
    #expect(lines.isAskingSecret, "\(first.text)")
    let next = lines.reply(.line("hunter2"))
    #expect(!lines.isAskingSecret && !next.text.contains("hunter2"), "\(next.text)")
    #expect(lines.answers.text("token") == "hunter2")
  }

  @Test func aSecretAskedAgainFromTheReviewIsHiddenToo() throws {
    let tour = try Tour.parse(
      "---\nreview: true\n---\n# A\n\n<!-- ask: token; text; secret -->\n\n<!-- ask: name; text -->\n"
    )
    var lines = LineByLineTour(tour: tour, answers: [:], labels: .english, width: 80, unicode: true)
    _ = lines.start()
    _ = lines.reply(.line("hunter2"))
    #expect(!lines.isAskingSecret)
    _ = lines.reply(.line(""))
    let review = lines.reply(.line(""))
    #expect(review.text.contains("or a number to change"), "\(review.text)")
    // Words, not the page's symbols, which a screen reader would read out.
    #expect(review.text.contains(": given (hidden)\n") && review.text.contains(": no answer\n"))
    #expect(!review.text.contains("•") && !review.text.contains("—"), "\(review.text)")
    #expect(!lines.isAskingSecret)
    // Line 1 of the review is the token: asked again, with echo off.
    let again = lines.reply(.line("1"))
    #expect(lines.isAskingSecret, "\(again.text)")
    _ = lines.reply(.line("s3cret"))
    #expect(!lines.isAskingSecret)
    #expect(lines.answers.text("token") == "s3cret")
  }

  // MARK: Answers and the record

  @Test func answersCarryTheSecretAndNameItsKey() throws {
    let tour = try Tour.parse(
      "# A\n\n<!-- ask: token; text; secret -->\n\n<!-- ask: name; text -->\n")
    let answers = TourAnswers(for: tour, answers: ["token": .text("s3"), "name": .text("Ada")])
    #expect(answers.text("token") == "s3")
    #expect(answers.json == #"{"token":"s3","name":"Ada"}"#)
    #expect(answers.secretKeys == ["token"])
    #expect(answers.withoutSecrets.keys == ["name"])
  }

  @Test func theLaunchGateNeverRemembersASecret() throws {
    let tour = try Tour.parse(
      "---\nversion: 1.0\n---\n# A\n\n<!-- ask: token; text; secret -->\n\n<!-- ask: name; text -->\n"
    )
    let store = InMemoryTourStore()
    let launch = try AppLaunch(app: "notes", version: "1.0", store: store, warn: { _ in })
    let answers = TourAnswers(for: tour, answers: ["token": .text("s3cr3t"), "name": .text("Ada")])
    launch.remember(.finished, answers: answers, date: "2026-11-29T19:00:00Z")
    let record = try #require(try store.record(for: AppID("notes")))
    #expect(!record.json.serialized.contains("s3cr3t"), "\(record.json.serialized)")
    #expect(record.json.serialized.contains(#""secret":["token"]"#))
    #expect(record.answers.keys == ["name"])
    let again = try AppLaunch(app: "notes", version: "1.0", store: store, warn: { _ in })
    #expect(again.rememberedAnswers.text("token") == nil)
  }

  /// A record written when `token` was no secret holds it: once a run asks it as one, the
  /// record's answers leave it out, and a tour that asks it as one is not handed it.
  @Test func anOlderAnswerUnderAKeyNowSecretIsForgotten() throws {
    let json =
      #"{"app":"notes","entries":[{"version":"1.0","outcome":"finished","#
      + #""date":"2026-11-29T19:00:00Z","answers":{"token":"old","name":"Ada"}}]}"#
    let old = try #require(AppRecord(json: JSONValue.parse(Array(json.utf8))))
    #expect(old.answers.text("token") == "old")
    let tour = try Tour.parse("# A\n\n<!-- ask: token; text; secret -->\n")
    let unshown = TourAnswers.unshown(remembered: old.answers, asking: tour.questions, presets: [:])
    #expect(unshown.text("token") == "" && unshown.text("name") == "Ada")

    var record = old
    record.entries.append(
      AppRecord.Entry(
        version: "2.0", outcome: .skipped, date: "2026-11-30T19:00:00Z", secretKeys: ["token"]))
    #expect(record.answers.keys == ["name"])
    let read = try #require(AppRecord(json: JSONValue.parse(Array(record.json.serialized.utf8))))
    #expect(read.answers.keys == ["name"] && read == record)
    // Trimmed to its last run, the record still forgets it.
    #expect(record.trimmed(toAtMost: 10).answers.keys == ["name"])
  }

  @Test func aRunWithASecretTakesItsKeyOutOfOlderEntriesOnDisk() throws {
    let folder = "/tmp/tour-secret-store-\(getpid())"
    defer { _ = try? FileManager.default.removeItem(atPath: folder) }
    let store = FileTourStore(directory: folder)
    let app = try AppID("notes")
    try store.append(
      AppRecord.Entry(
        version: "1.0", outcome: .finished, date: "2026-11-29T19:00:00Z",
        answers: TourAnswers(
          for: try Tour.parse("# A\n\n<!-- ask: token; text -->\n\n<!-- ask: name; text -->\n"),
          answers: ["token": .text("PLAIN-OLD"), "name": .text("Ada")])),
      for: app)
    try store.append(
      AppRecord.Entry(
        version: "1.1", outcome: .finished, date: "2026-11-30T19:00:00Z", secretKeys: ["token"]),
      for: app)
    let written = try String(contentsOfFile: folder + "/notes.json", encoding: .utf8)
    #expect(!written.contains("PLAIN-OLD"), "\(written)")
    #expect(written.contains("Ada"))
  }
}
