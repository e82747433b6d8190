import FuzzSupport
import TourKit

/// The fuzz target: the bytes are a picture file. They go where a tour's picture goes, through
/// ``PictureStore`` as a running tour's worker thread uses it: the size read from the header
/// for the page's layout (`.measure`), the whole file decoded (as `tour --check` does), then
/// cells converted at the size the layout gives (`.convert`), once for an 80×24 screen in 240
/// colours and once at a room, size request and colour mode derived from a hash of the bytes.
///
/// What must hold (``PictureChecks``): the header and the decoder agree on the size, a picture
/// is within the pixel limit, a failure is one a page can show (damaged or too large, with a
/// reason), cells are exactly the size asked for and only spaces and block symbols in the
/// mode's colours, and a second store decoding and converting the same bytes gives the same
/// cells.
func fuzzPicture(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  let source = PictureSource.embedded(name: "fuzz", bytes: bytes)
  let store = PictureStore(libraries: { fuzzLibraries })
  let measured = store.perform(.measure(source))
  let decoded: Result<Picture, PictureError>
  do throws(PictureError) {
    decoded = .success(try store.picture(source))
  } catch {
    decoded = .failure(error)
  }
  PictureChecks.outcome(measured: measured, decoded: decoded)
  guard case .measured(_, let width, let height) = measured, case .success = decoded else {
    return 0
  }

  let hash = fnv1a(bytes)
  let screen = (room: (columns: 80, rows: 24), request: PictureSizeRequest.natural)
  let derived = (
    room: (columns: 1 + Int(hash % 160), rows: 1 + Int(hash / 160 % 50)),
    request: sizeRequest(hash >> 16)
  )
  let modes: [PictureColorMode] = [.palette240, .basic8, .twoTone]
  let derivedMode = modes[Int(hash >> 32 % 3)]
  var last: (size: PictureSize, mode: PictureColorMode, cells: Canvas)?
  for (layout, mode) in [(screen, PictureColorMode.palette240), (derived, derivedMode)] {
    guard
      let size = PictureSize.fitting(
        width: width, height: height, into: layout.room.columns, layout.room.rows,
        request: layout.request)
    else { continue }
    let cells = PictureChecks.cells(store.perform(.convert(source, size, mode)), size, mode)
    last = (size, mode, cells)
  }
  if let last {
    // A new store reads, decodes and converts the bytes again.
    let again = PictureStore(libraries: { fuzzLibraries }).perform(
      .convert(source, last.size, last.mode))
    require(
      again == .converted(source, last.size, last.mode, last.cells),
      "decoding and converting twice gave different cells (\(last.size), \(last.mode))")
  }
  return 0
}

/// A size request from a hash: none, a width or height in cells or percent, or both.
private func sizeRequest(_ hash: UInt64) -> PictureSizeRequest {
  func length(_ bits: UInt64) -> PictureLength {
    bits & 1 == 0 ? .cells(1 + Int(bits >> 1 % 200)) : .percent(1 + Int(bits >> 1 % 150))
  }
  switch hash % 4 {
  case 0: return .natural
  case 1: return PictureSizeRequest(width: length(hash >> 2))
  case 2: return PictureSizeRequest(height: length(hash >> 2))
  default: return PictureSizeRequest(width: length(hash >> 2), height: length(hash >> 12))
  }
}

/// FNV-1a over the bytes: a cheap, stable hash to derive sizes from, so that every corpus file
/// is a plain picture file.
private func fnv1a(_ bytes: [UInt8]) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  return hash
}
