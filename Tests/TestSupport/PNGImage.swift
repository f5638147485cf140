// SPDX-License-Identifier: GPL-3.0-or-later
import CZlib
import Foundation

/// A PNG picture decoded to 8-bit RGBA pixels, so a test can read the colour at a point of what
/// a real renderer (rsvg-convert, Chromium) drew.
///
/// It reads what those renderers write: 8-bit RGB or RGBA (or grey, with or without alpha),
/// not interlaced, every row filter.
public struct PNGImage: Sendable {
    /// Why a file is not a PNG this reader understands.
    public struct FormatError: Error, CustomStringConvertible {
        /// What is wrong with the file.
        public let description: String
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The samples, row by row, `channels` to a pixel.
    public let pixels: [UInt8]
    /// Samples to a pixel: 1 grey, 2 grey and alpha, 3 RGB, 4 RGBA.
    public let channels: Int

    /// Decodes a PNG file's bytes.
    public init(_ bytes: [UInt8]) throws(FormatError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw FormatError(description: "not a PNG") }
        var offset = 8
        var width = 0, height = 0, depth = 0, colorType = 0, interlace = 0
        var compressed: [UInt8] = []
        func uint32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        while offset + 8 <= bytes.count {
            let length = uint32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { throw FormatError(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                width = uint32(start)
                height = uint32(start + 4)
                depth = Int(bytes[start + 8])
                colorType = Int(bytes[start + 9])
                interlace = Int(bytes[start + 12])
            case "IDAT":
                compressed += bytes[start..<start + length]
            default:
                break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw FormatError(description: "colour type \(colorType) is not supported")
        }
        guard depth == 8, interlace == 0, width > 0, height > 0 else {
            throw FormatError(description: "depth \(depth), interlace \(interlace) are not supported")
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw FormatError(description: "zlib status \(status)") }
        // Undo each row's filter through raw pointers: this runs over millions of bytes
        // in a debug build.
        var failure: UInt8?
        var image = [UInt8](repeating: 0, count: stride * height)
        let zeros = [UInt8](repeating: 0, count: stride)
        raw.withUnsafeBufferPointer { raw in
            image.withUnsafeMutableBufferPointer { image in
                zeros.withUnsafeBufferPointer { zeros in
                    guard let source = raw.baseAddress, let target = image.baseAddress, let zero = zeros.baseAddress else { return }
                    for row in 0..<height {
                        let filter = source[row * (stride + 1)]
                        let input = source + row * (stride + 1) + 1
                        let output = target + row * stride
                        let above = row > 0 ? UnsafePointer(output - stride) : zero
                        // The first pixel has no left neighbour: as if zero.
                        switch filter {
                        case 0:
                            output.update(from: input, count: stride)
                        case 1:
                            output.update(from: input, count: channels)
                            var index = channels
                            while index < stride {
                                output[index] = input[index] &+ output[index - channels]
                                index += 1
                            }
                        case 2:
                            var index = 0
                            while index < stride {
                                output[index] = input[index] &+ above[index]
                                index += 1
                            }
                        case 3:
                            var index = 0
                            while index < stride {
                                let left = index >= channels ? Int(output[index - channels]) : 0
                                output[index] = input[index] &+ UInt8(truncatingIfNeeded: (left + Int(above[index])) >> 1)
                                index += 1
                            }
                        case 4:
                            var index = 0
                            while index < stride {
                                let a = index >= channels ? Int(output[index - channels]) : 0
                                let b = Int(above[index])
                                let c = index >= channels ? Int(above[index - channels]) : 0
                                var pa = b - c, pb = a - c, pc = a + b - 2 * c
                                if pa < 0 { pa = -pa }
                                if pb < 0 { pb = -pb }
                                if pc < 0 { pc = -pc }
                                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                                output[index] = input[index] &+ UInt8(truncatingIfNeeded: predictor)
                                index += 1
                            }
                        default:
                            failure = filter
                            return
                        }
                    }
                }
            }
        }
        if let failure { throw FormatError(description: "row filter \(failure)") }
        self.width = width
        self.height = height
        self.channels = channels
        pixels = image
    }

    /// The red, green, blue and alpha of the pixel at a column and row, nil outside the picture.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * channels
        switch channels {
        case 1: return (pixels[index], pixels[index], pixels[index], 255)
        case 2: return (pixels[index], pixels[index], pixels[index], pixels[index + 1])
        case 3: return (pixels[index], pixels[index + 1], pixels[index + 2], 255)
        default: return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
    }
}
