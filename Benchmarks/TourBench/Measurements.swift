/// One frame's worth of output: bytes that arrived together.
struct Burst {
  /// When its first byte was read (time since spawn).
  let start: Duration
  /// Its size.
  let bytes: Int

  /// Splits output into frames: a read more than `gap` after the previous one starts a frame.
  static func split(_ chunks: ArraySlice<Chunk>, gap: Duration) -> [Burst] {
    var bursts: [Burst] = []
    var start = Duration.zero
    var last = Duration.zero
    var bytes = 0
    for chunk in chunks {
      if bytes > 0 && chunk.time - last > gap {
        bursts.append(Burst(start: start, bytes: bytes))
        bytes = 0
      }
      if bytes == 0 { start = chunk.time }
      bytes += chunk.bytes.count
      last = chunk.time
    }
    if bytes > 0 { bursts.append(Burst(start: start, bytes: bytes)) }
    return bursts
  }
}

/// What one page flip wrote and how long it took.
struct Flip {
  /// All bytes written from the key until the output went quiet.
  let bytes: Int
  /// The frames (bursts) those bytes came in.
  let frames: [Burst]
  /// From typing the key to the last byte of the flip.
  let settle: Duration
  /// Whether it lands on the last page, where tour also fades its Start button in.
  let isOntoLastPage: Bool

  /// The start-to-start times between consecutive frames.
  var gaps: [Duration] { zip(frames.dropFirst(), frames).map { $0.start - $1.start } }
}

/// The figures from one flip session: start, page flips, quit.
struct FlipSessionResult {
  let firstFrame: Duration
  let flips: [Flip]
  /// Peak RSS just before quitting, in KiB.
  let peakResidentKiB: Int?
  /// User + system CPU of the whole session, from `wait4`.
  let cpu: Duration
  /// The CPU of the flips alone, per flip: from the first frame to the last flip's end.
  let flipCPU: Duration?
  /// Terminal queries the program made (and the fake terminal answered).
  let queriesAnswered: Int
}

/// The figures from one idle-and-probe session.
struct IdleSessionResult {
  let firstFrame: Duration
  /// CPU used over the idle window.
  let idleCPU: Duration
  /// Bytes written over the idle window.
  let idleBytes: Int
  /// How long a key typed during an animated flip waited before the program read it.
  let inputLatency: Duration
  /// Terminal queries the program made (and the fake terminal answered).
  let queriesAnswered: Int
}
