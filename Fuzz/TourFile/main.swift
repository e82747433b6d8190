import FuzzSupport

runFuzzer(fuzzTourFile)
