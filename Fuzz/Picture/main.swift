import FuzzSupport

// Loaded before libFuzzer starts, so that it counts the decoder's coverage from the first input.
loadPictureLibraries()
runFuzzer(fuzzPicture)
