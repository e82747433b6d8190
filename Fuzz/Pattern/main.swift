import FuzzSupport

runFuzzer(fuzzPattern)
