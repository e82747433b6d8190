import FuzzSupport

runFuzzer(fuzzStoreJSON)
