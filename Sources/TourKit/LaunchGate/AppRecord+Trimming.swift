extension AppRecord {
  /// The record with its oldest runs dropped until its JSON, and the line break the store
  /// ends it with, is at most `limit` bytes: every forced or finished run adds an entry, and a
  /// record that outgrew what the store reads would be lost whole.
  ///
  /// What the gate reads from a record is kept: the newest run and the run of the highest
  /// version (``highestVersion``) are never dropped, and the answers of a dropped run are
  /// folded into the run after it, under that run's own, so ``answers`` stays the same. Only
  /// when those two runs alone are larger than `limit` is the result larger.
  func trimmed(toAtMost limit: Int) -> AppRecord {
    var kept = entries
    var sizes = kept.map(\.json.serialized.utf8.count)
    var isKept = Self.runsTheGateReads(in: kept)
    // `{"app":…,"entries":[]}`, the line break after it, and a comma between two entries.
    let frame = AppRecord(app: app).json.serialized.utf8.count + 1
    var total = frame + sizes.reduce(0, +) + max(0, sizes.count - 1)
    while total > limit, let dropped = isKept.firstIndex(of: false) {
      let run = kept.remove(at: dropped)
      total -= sizes.remove(at: dropped) + 1
      isKept.remove(at: dropped)
      // Never the last: the newest run is kept, so a run follows the dropped one.
      // The run after it forgets what its own secret keys held, and then what the dropped
      // run's forgot.
      let next = kept[dropped]
      kept[dropped].answers = run.answers.removing(Set(next.secretKeys)).merging(next.answers)
      kept[dropped].secretKeys =
        run.secretKeys.filter { !next.secretKeys.contains($0) } + next.secretKeys
      let size = kept[dropped].json.serialized.utf8.count
      total += size - sizes[dropped]
      sizes[dropped] = size
    }
    return AppRecord(app: app, entries: kept)
  }

  /// For each of `entries`, whether it is the newest run or the one holding the highest
  /// version, which are never dropped.
  private static func runsTheGateReads(in entries: [Entry]) -> [Bool] {
    var isKept = entries.map { _ in false }
    if let highest = AppRecord(app: "", entries: entries).highestVersion,
      let index = entries.lastIndex(where: {
        $0.outcome != .unreadable && Version($0.version) == highest
      })
    {
      isKept[index] = true
    }
    if !isKept.isEmpty { isKept[isKept.count - 1] = true }
    return isKept
  }
}

extension AppRecord {
  /// Adds `entry`, the run just ended. The keys it names as secrets are taken out of every
  /// older entry too: an answer kept in the clear before its question became a secret does not
  /// stay on the disk.
  mutating func append(_ entry: Entry) {
    let secrets = Set(entry.secretKeys)
    if !secrets.isEmpty {
      for index in entries.indices {
        entries[index].answers = entries[index].answers.removing(secrets)
      }
    }
    entries.append(entry)
  }
}
