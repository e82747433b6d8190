import TourKit

/// What the session's loop needs from a terminal: its size and abilities, a wait for input and
/// wake-ups until a deadline, drawing a frame, asking the terminal its widths, job control,
/// pictures prepared off the loop, the commands of steps, and the clock. Everything else the
/// loop does is a value changed by what these return, so the loop runs on any conformer.
///
/// ``NcursesBackend`` is the real one, over ncurses and the tour's descriptors; tests give the
/// loop one that records frames and plays scripted input on a clock they advance by hand.
package protocol TerminalBackend: AnyObject {
  /// The screen's size in cells when the loop starts.
  var size: (width: Int, height: Int) { get }
  /// How many colours frames may use.
  var colorDepth: ColorDepth { get }
  /// Whether chrome may use Unicode glyphs.
  var unicode: Bool { get }
  /// Without ``unicode``: whether the terminal has line drawing of its own.
  var lineDrawing: Bool { get }
  /// The time since the session started: the one clock the loop reads.
  var now: Duration { get }

  /// Waits until something happens or `deadline` (on ``now``'s clock) passes, and returns what
  /// happened (empty: the deadline passed, or only a picture or a polled file is due).
  /// `nil`: no deadline, nothing moves, wait as long as it takes.
  func wait(until deadline: Duration?) -> [TerminalWake]
  /// Draws `canvas` as the whole screen.
  func present(_ canvas: Canvas)
  /// Forgets what is on the screen, so the next frame is drawn whole (after a resize or a
  /// stop, when the terminal's screen may hold anything).
  func invalidate()
  /// Reads the window's size now; `nil` when it cannot be read.
  func readSize() -> (width: Int, height: Int)?
  /// Writes `probe`'s questions to the terminal; false (nothing written) when it cannot
  /// answer. The answers come back as input.
  func askWidths(_ probe: WidthProbe) -> Bool
  /// Hands the terminal back and stops the process until it continues (Ctrl-Z, SIGTSTP).
  func suspend()
  /// Takes the screen back after a stop the tour did not make (SIGSTOP then SIGCONT).
  func resume()

  /// Replaces the picture work to do with `jobs`, most urgent first.
  func schedulePictures(_ jobs: [PictureJob])
  /// The picture work done since the last call.
  func takePictures() -> [PictureUpdate]
  /// Drops picture work not handed back yet (a reload may have changed their files).
  func discardUnreportedPictures()

  /// Makes the runs of steps going be `runs` (the state's `stepRuns`): starts those not
  /// started, stops those no longer listed. An interactive run is run at once on the terminal,
  /// the screen handed back to it and taken again; returns whether that happened (the loop
  /// then redraws and reads the window's size).
  func syncSteps(_ runs: [StepRun]) -> Bool
  /// What the steps' commands did since the last call.
  func takeStepReports() -> [StepReport]
}
