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
        public let description: String
    }

    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// RGBA, row by row.
    public let pixels: [UInt8]

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
        var image = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for index in 0..<stride {
                let x = raw[source + index]
                let a = index >= channels ? Int(image[target + index - channels]) : 0
                let b = row > 0 ? Int(image[target - stride + index]) : 0
                let c = index >= channels && row > 0 ? Int(image[target - stride + index - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw FormatError(description: "row filter \(filter)")
                }
                image[target + index] = UInt8(truncatingIfNeeded: Int(x) + predictor)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<width * height {
            let from = pixel * channels
            switch channels {
            case 1, 2:
                rgba[pixel * 4] = image[from]
                rgba[pixel * 4 + 1] = image[from]
                rgba[pixel * 4 + 2] = image[from]
                if channels == 2 { rgba[pixel * 4 + 3] = image[from + 1] }
            default:
                rgba[pixel * 4] = image[from]
                rgba[pixel * 4 + 1] = image[from + 1]
                rgba[pixel * 4 + 2] = image[from + 2]
                if channels == 4 { rgba[pixel * 4 + 3] = image[from + 3] }
            }
        }
        self.width = width
        self.height = height
        pixels = rgba
    }

    /// The red, green, blue and alpha of the pixel at a column and row, nil outside the picture.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
}
