import Testing

@testable import TourKit

/// Pictures become ordinary canvas cells: block symbols one column wide, coloured like the
/// picture, transparent where it is.
@Suite("Picture conversion")
struct PictureConversionTests {
  private func convert(
    _ picture: Picture, _ columns: Int, _ rows: Int, _ mode: PictureColorMode = .palette240
  ) throws -> Canvas {
    PictureConverter.cells(
      of: picture, size: PictureSize(columns: columns, rows: rows), mode: mode,
      with: try PictureSamples.libraries().chafa)
  }

  @Test(arguments: [PictureColorMode.palette240, .basic8])
  func colourRegionsBecomeCellsOfTheirColours(mode: PictureColorMode) throws {
    let canvas = try convert(PictureSamples.regions, 16, 8, mode)
    #expect(canvas.width == 16 && canvas.height == 8)
    for y in 0..<2 {
      for x in 0..<16 {
        #expect(canvas[x, y] == Cell(text: " "), "transparent band at \(x),\(y)")
      }
    }
    // libchafa samples the picture smoothly, so the two cells where red meets blue may show a
    // blended sliver (`▕` in purple); most of each is still its region's colour.
    for y in 2..<8 {
      for x in 0..<16 {
        let target = x < 8 ? PictureSamples.red : PictureSamples.blue
        let colors = PictureSamples.visibleColors(canvas[x, y])
        let near = colors.filter { PictureSamples.color($0, isNear: target, tolerance: 60) }
        if x == 7 || x == 8 {
          #expect(!near.isEmpty, "edge cell \(x),\(y): \(canvas[x, y])")
        } else {
          #expect(near.count == colors.count, "cell \(x),\(y): \(canvas[x, y])")
        }
      }
    }
  }

  /// `tour --render`: without colour, block symbols draw the picture's main tone and spaces
  /// the rest, so its shapes show in plain text whether they are light or dark.
  @Test func twoTonesDrawTheShapesInBlocks() throws {
    // The regions picture, red and blue (both dark) under a transparent band: solid blocks
    // under blanks.
    let regions = try convert(PictureSamples.regions, 16, 8, .twoTone)
    #expect(regions.cells.allSatisfy { $0.style == .plain })
    for y in 0..<8 {
      #expect(regions.text(ofRow: y) == String(repeating: y < 2 ? " " : "█", count: 16), "\(y)")
    }
    // A disk in its square, dark on white and light on black: the disk is drawn either way,
    // its corners blank.
    for (disk, paper) in [((UInt8(0), UInt8(0), UInt8(0)), UInt8(255)), ((255, 255, 255), 0)] {
      let picture = PictureSamples.picture(width: 64, height: 64) { x, y in
        let inside = (x - 32) * (x - 32) + (y - 32) * (y - 32) < 28 * 28
        return inside ? (disk.0, disk.1, disk.2, 255) : (paper, paper, paper, 255)
      }
      let canvas = try convert(picture, 32, 16, .twoTone)
      #expect(canvas[16, 8].text == "█", "\(canvas.plainText)")
      #expect(canvas[0, 0].text == " " && canvas[31, 15].text == " ", "\(canvas.plainText)")
      #expect(canvas.text(ofRow: 8).filter { $0 == "█" }.count >= 24, "\(canvas.plainText)")
    }
  }

  @Test func palette240NeverUsesTheThemedSixteen() throws {
    let rainbow = PictureSamples.picture(width: 64, height: 32) { x, y in
      (UInt8(x * 4), UInt8(y * 8), UInt8(255 - x * 4), 255)
    }
    let canvas = try convert(rainbow, 32, 16)
    for cell in canvas.cells {
      for color in [cell.style.foreground, cell.style.background] {
        if case .indexed(let index) = color { #expect(index >= 16) }
      }
    }
    let basic = try convert(rainbow, 32, 16, .basic8)
    for cell in basic.cells {
      for color in [cell.style.foreground, cell.style.background] {
        if case .indexed(let index) = color { #expect(index < 8) }
      }
    }
  }

  @Test func everyCellIsOneColumnOfSpaceOrBlock() throws {
    let stripes = PictureSamples.picture(width: 40, height: 40) { x, y in
      (x + y) % 7 < 3 ? PictureSamples.red : y % 5 == 0 ? PictureSamples.clear : PictureSamples.blue
    }
    let canvas = try convert(stripes, 20, 10)
    for cell in canvas.cells {
      #expect(DisplayWidth.of(cell.text) == 1)
      let scalar = cell.text.unicodeScalars.first!.value
      #expect(cell.text.unicodeScalars.count == 1)
      #expect(scalar == 0x20 || (0x2580...0x259F).contains(scalar), "\(cell.text)")
    }
  }

  @Test func aHalfTransparentCellShowsThePageBackgroundInItsClearHalf() throws {
    // Top half clear, bottom half red, and the other way round, one cell each: libchafa
    // draws the first as a clear `▀` on red, which only reverse video can show.
    let picture = PictureSamples.picture(width: 16, height: 16) { x, y in
      (y < 8) == (x < 8) ? PictureSamples.clear : PictureSamples.red
    }
    let canvas = try convert(picture, 2, 1)
    let left = try #require(PictureSamples.halves(canvas[0, 0]), "\(canvas[0, 0])")
    #expect(left.top == .terminalDefault)
    #expect(PictureSamples.color(left.bottom, isNear: PictureSamples.red))
    let right = try #require(PictureSamples.halves(canvas[1, 0]), "\(canvas[1, 0])")
    #expect(PictureSamples.color(right.top, isNear: PictureSamples.red))
    #expect(right.bottom == .terminalDefault)
    #expect(canvas[0, 0].style.attributes == .reverse)
  }

  @Test func cellsFromLibchafasColours() {
    let red: Int32 = 196
    let blue: Int32 = 21
    let clear: Int32 = -1
    func cell(_ symbol: Character, _ foreground: Int32, _ background: Int32) -> Cell {
      PictureConverter.cell(
        symbol: symbol.unicodeScalars.first!.value, foreground: foreground,
        background: background)
    }
    #expect(
      cell("▀", red, blue)
        == Cell(text: "▀", style: CellStyle(foreground: .indexed(196), background: .indexed(21))))
    #expect(cell("▀", red, clear) == Cell(text: "▀", style: CellStyle(foreground: .indexed(196))))
    // A clear symbol on a colour: reversed, so the symbol shows the page background.
    #expect(
      cell("▀", clear, blue)
        == Cell(text: "▀", style: CellStyle(foreground: .indexed(21), attributes: .reverse)))
    #expect(cell("▀", clear, clear) == Cell(text: " "))
    #expect(cell(" ", red, blue) == Cell(text: " ", style: CellStyle(background: .indexed(21))))
    #expect(cell("█", red, blue) == Cell(text: " ", style: CellStyle(background: .indexed(196))))
    #expect(cell("█", clear, blue) == Cell(text: " "))
    // Nothing but spaces and blocks reaches the canvas, whatever libchafa says.
    #expect(cell("の", red, blue) == Cell(text: " ", style: CellStyle(background: .indexed(21))))
    #expect(cell("▀", 300, blue).style.attributes == .reverse)
  }

  @Test func libchafaConvertsOnTheCallingThreadOnly() throws {
    _ = try convert(PictureSamples.regions, 16, 8)
    #expect(try PictureSamples.libraries().chafa.threadCount == 1)
  }

  @Test func sizesOutsideWhatLibchafaTakesDrawNothingAndNeverReachIt() throws {
    // libchafa would print "** CRITICAL **" onto the screen for these.
    #expect(try convert(PictureSamples.regions, 0, 5).cells.isEmpty)
    let tooBig = try convert(PictureSamples.regions, PictureSize.maximumSide + 1, 1)
    #expect(tooBig.cells.allSatisfy { $0 == .blank })
  }
}
