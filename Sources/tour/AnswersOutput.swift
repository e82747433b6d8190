import TourKit
import TourTerminal

/// `--answers json|sh`, `--answer KEY=VALUE` and `--recall`: the answers in and out of the
/// command line.
enum AnswersOutput {
  /// The presets of `--answers-from FILE` and `--answer KEY=VALUE` (over them), checked against
  /// `tour`'s questions: a key the tour does not ask or a value its question does not take is
  /// a mistake saying what is accepted.
  static func presets(_ arguments: Arguments, for tour: Tour)
    throws(Arguments.UsageError) -> [String: TourAnswer]
  {
    var answers: [String: TourAnswer] = [:]
    if let saved = arguments.savedAnswers, let path = arguments.answersFrom {
      let name = path == "-" ? "standard input" : path.escapingControlCharacters()
      for (key, value) in saved.members {
        let question = try asked(key, in: tour, shown: name)
        do {
          answers[key] = try question.answer(saved: value)
        } catch {
          // A secret's value is never repeated: the message would land in a job's log.
          let why =
            question.isSecret
            ? "the secret given is not accepted (a string, matching the field's pattern if it "
              + "has one; the value is not repeated here)"
            : error.message.escapingControlCharacters()
          throw Arguments.UsageError(
            message: "\(name): \(key.escapingControlCharacters()): " + why)
        }
      }
    }
    for (key, value) in arguments.presets {
      let shown = "--answer \(key)=\(value)".escapingControlCharacters()
      let question = try asked(key, in: tour, shown: shown)
      // Any user's `ps` shows a command line: a secret there is no secret, and saying its value
      // again in the message would show it once more.
      guard !question.isSecret else {
        throw Arguments.UsageError(
          message: "--answer \(key)=…: '\(key)' is a secret, and a command line is visible to "
            + "other users (ps): give it with --answers-from FILE, or --answers-from - on "
            + "standard input")
      }
      do {
        answers[key] = try question.answer(parsing: value)
      } catch {
        throw Arguments.UsageError(
          message: "\(shown): \(error.message.escapingControlCharacters())")
      }
    }
    return answers
  }

  /// The question `tour` asks under `key`, or the mistake of a preset (`shown`) for a key it
  /// does not ask, naming those it does.
  private static func asked(_ key: String, in tour: Tour, shown: String)
    throws(Arguments.UsageError) -> Question
  {
    guard let question = tour.questions.first(where: { $0.key == key }) else {
      let keys = tour.questions.map(\.key)
      let hint = DidYouMean.suggestion(for: key, among: keys).map {
        "did you mean '\($0.escapingControlCharacters())'? "
      }
      throw Arguments.UsageError(
        message: "\(shown): the tour asks no question '\(key.escapingControlCharacters())' "
          + (keys.isEmpty
            ? "(it asks none)" : "(\(hint ?? "")it asks \(keys.joined(separator: ", ")))"))
    }
    return question
  }

  /// Where the tour is shown when its answers are printed: accessible mode writes its lines to
  /// standard error (standard output carries the answers alone); the full screen is drawn on
  /// the controlling terminal when standard input or output is not one, as fzf and gum do.
  /// Without any terminal nothing is shown (no plain text where the answers go).
  static func route(_ options: inout PresentOptions) {
    options.write = nil
    if options.isAccessible {
      options.outputDescriptor = Platform.standardError
      return
    }
    options.textMode = .never
    useControllingTerminal(&options)
  }

  /// Draws the tour on the controlling terminal (`/dev/tty`) when standard input or output is
  /// not one (a pipe of answers in, or of answers out), unless there is no terminal to use.
  static func useControllingTerminal(_ options: inout PresentOptions) {
    if !Platform.standardInputAndOutputAreTerminals, !options.isContinuousIntegration,
      let terminal = Platform.openControllingTerminal()
    {
      options.inputDescriptor = terminal
      options.outputDescriptor = terminal
    }
  }

  /// The exit status of a run that ended with `result`, printing its answers in `format` when
  /// it finished or was not needed. When nothing could be shown (no terminal, `TOUR_DISABLE=1`)
  /// the presets and defaults are printed, unless a required question has no answer: then it
  /// says which, and returns 2. Nothing is printed when the user left early or a signal ended
  /// the tour.
  static func status(for result: TourResult, of tour: Tour, format: Arguments.AnswersFormat?)
    -> Int32
  {
    guard let format else { return result.exitStatus }
    switch result.ending {
    case .completed, .notNeeded:
      break
    case .noTerminal, .disabled:
      let unanswered = tour.questionsStillToAnswer(given: result.answers)
      // A required step that did not pass is no answer to give: it is said as what it is.
      let failed = unanswered.filter { $0.step != nil }.map(\.key)
      guard failed.isEmpty else {
        let steps =
          failed.count == 1 ? "step \(failed[0])" : "steps " + failed.joined(separator: ", ")
        Platform.printError("tour: no terminal to ask on, and required \(steps) did not pass")
        return usageStatus
      }
      let missing = unanswered.map(\.key)
      guard missing.isEmpty else {
        let why =
          result.ending == .disabled
          ? "TOUR_DISABLE=1 asks nothing" : "no terminal to ask on (not even /dev/tty)"
        Platform.printError(
          "tour: \(why), and \(missing.count == 1 ? "a required question has" : "required questions have") "
            + "no answer: \(missing.joined(separator: ", ")) (give \(missing.count == 1 ? "it" : "them") with "
            + "--answer KEY=VALUE or --answers-from FILE)")
        return usageStatus
      }
    case .skipped, .interrupted, .printed, .outputFailed, .alreadyPresenting:
      return result.exitStatus
    }
    return print(result.answers, as: format)
  }

  /// `tour --app ID --recall --answers FORMAT`: what `app` remembers, showing nothing. A
  /// record that cannot be read is warned about and counts as none.
  static func recall(
    _ app: AppID, store: any TourStore, format: Arguments.AnswersFormat,
    warn: (String) -> Void
  ) -> Int32 {
    var answers = TourAnswers()
    do {
      answers = try store.record(for: app)?.answers ?? TourAnswers()
    } catch {
      warn("cannot read what '\(app)' remembers: \(error)")
    }
    return print(answers, as: format)
  }

  /// Writes `answers` in `format` on standard output; 0, or 74 when it cannot be written.
  private static func print(_ answers: TourAnswers, as format: Arguments.AnswersFormat) -> Int32 {
    let text =
      switch format {
      case .json: answers.json + "\n"
      case .sh: answers.shellAssignments()
      }
    if let reason = Platform.writeStandardOutput(text) {
      reportOutputFailure(reason)
      return TourResult.Ending.outputFailed.exitStatus
    }
    return 0
  }
}

extension Arguments {
  /// Reads the file `--answers-from` names into ``savedAnswers``, once, before anything is
  /// shown (standard input cannot be read twice); a file that cannot be read or holds no
  /// answers is a usage mistake naming it.
  mutating func readSavedAnswers() throws(UsageError) {
    guard let path = answersFrom else { return }
    do {
      savedAnswers = try SavedAnswers.read(path)
    } catch {
      let name = path == "-" ? "standard input" : path.escapingControlCharacters()
      throw UsageError(message: name + error.message)
    }
  }
}
