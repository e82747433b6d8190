import FuzzDriver

/// Runs libFuzzer on `target` with the process's arguments, and exits.
public func runFuzzer(_ target: tour_fuzz_target) -> Never {
  tour_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv, target)
}

/// The value of the environment variable `name`, if it is set.
public func environmentVariable(_ name: String) -> String? {
  tour_fuzz_environment(name).map { String(cString: $0) }
}

/// Stops the fuzzer with `message` when `condition` does not hold: a finding, saved as a
/// reproducer like a crash. (`precondition` would say nothing: the targets build with -O.)
public func require(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
  line: UInt = #line
) {
  if !condition { fatalError(message(), file: file, line: line) }
}
