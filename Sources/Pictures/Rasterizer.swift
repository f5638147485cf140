// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import SystemInterface
import Processes

/// Turns an SVG picture into PNG with librsvg's `rsvg-convert` (Debian's `librsvg2-bin`), a real
/// rasterizer that draws the text in the fonts installed on the machine.
///
/// The output is the same bytes for the same SVG on the same machine: `rsvg-convert` writes no
/// time or path into the PNG.
public struct Rasterizer: Sendable {
    /// The program, found on `PATH`.
    public var program: String
    /// The Debian package that installs it, for the error when it is missing.
    public var package: String
    /// How many pixels a point is.
    public var scale: Double

    /// librsvg's rasterizer at twice the size in points, as a phone's screen shows it.
    public init(program: String = "rsvg-convert", package: String = "librsvg2-bin", scale: Double = 2) {
        self.program = program
        self.package = package
        self.scale = scale
    }

    /// The most pixels `rsvg-convert` draws on a side: 32,767 (cairo's limit); a larger
    /// picture is refused with an error.
    public static let maximumSide = 32_767.0
    /// The most pixels a picture is drawn with, so the rasterizer's memory stays bounded
    /// (four bytes a pixel: 400 MB).
    public static let maximumPixels = 100_000_000.0

    /// How many pixels a point is for a picture of this size in points: ``scale``, or less when
    /// that would pass ``maximumSide`` on a side or ``maximumPixels`` in all.
    public func zoom(width: Double, height: Double) -> Double {
        let longest = max(width, height, 1)
        let area = max(width * height, 1)
        // A pixel spare on the longest side: the rasterizer rounds the size up.
        let fitting = min(scale, (Self.maximumSide - 1) / longest, (Self.maximumPixels / area).squareRoot())
        return (fitting * 10_000).rounded(.down) / 10_000
    }

    /// The PNG of an SVG document, `zoom` pixels a point (``scale`` unless told).
    public func png(_ svg: String, zoom: Double? = nil) throws(PictureError) -> [UInt8] {
        guard ChildProcess.find(program) != nil else { throw .rasterizerMissing(program: program, package: package) }
        let folder: TemporaryDirectory
        do {
            folder = try TemporaryDirectory(prefix: "rotor-picture")
        } catch {
            throw .rasterizerFailed(program: program, status: -1, message: error.description)
        }
        defer { folder.remove() }
        let input = folder.file("picture.svg")
        let output = folder.file("picture.png")
        do {
            try FileSystem.real.create(input.path, with: Array(svg.utf8), options: .init(mode: 0o600))
        } catch {
            throw .rasterizerFailed(program: program, status: -1, message: "\(error)")
        }
        let arguments = ["--format", "png", "--zoom", String(zoom ?? scale), "--output", output.path, input.path]
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(program, arguments, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw .rasterizerFailed(program: program, status: -1, message: error.description)
        }
        let message = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        guard result.status == 0, let bytes = try? FileGate.read(output.path, limit: InputLimit.picture) else {
            throw .rasterizerFailed(program: program, status: result.status, message: message)
        }
        return bytes
    }
}
