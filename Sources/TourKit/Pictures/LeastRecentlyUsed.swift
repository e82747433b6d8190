/// A dictionary with a memory budget: adding past the budget drops the entries used least
/// recently, though never the one just added. Not thread-safe by itself (kept in a `Mutex`).
struct LeastRecentlyUsed<Key: Hashable, Value> {
  private var entries: [Key: (value: Value, cost: Int, lastUse: Int)] = [:]
  private var clock = 0
  /// The sum of the entries' costs.
  private(set) var totalCost = 0
  /// The most ``totalCost`` may be after an insertion, unless one entry alone costs more.
  let budget: Int

  /// Creates an empty cache.
  init(budget: Int) { self.budget = budget }

  /// The value for `key`, marked as just used.
  mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key]?.lastUse = clock
    return entry.value
  }

  /// Adds or replaces the value for `key`, then drops the least recently used others until
  /// the total is within the budget. A linear scan per drop: the caches hold tens of entries.
  mutating func insert(_ value: Value, for key: Key, cost: Int) {
    clock += 1
    if let old = entries.updateValue((value, cost, clock), forKey: key) { totalCost -= old.cost }
    totalCost += cost
    while totalCost > budget, entries.count > 1,
      let oldest = entries.lazy.filter({ $0.key != key }).min(by: {
        $0.value.lastUse < $1.value.lastUse
      })
    {
      totalCost -= oldest.value.cost
      entries[oldest.key] = nil
    }
  }

  /// How many entries are kept.
  var count: Int { entries.count }
}
