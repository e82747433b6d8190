import FuzzSupport

runFuzzer(fuzzTerminalInput)
