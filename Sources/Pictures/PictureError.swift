// SPDX-License-Identifier: GPL-3.0-or-later
import SystemInterface

/// Why a picture could not be made or written: the facts; the command line words them.
public enum PictureError: Error, Sendable, Equatable {
    /// The program that turns SVG into PNG is not installed.
    case rasterizerMissing(program: String, package: String)
    /// It ran and failed, with its exit status and the first line it wrote to standard error.
    case rasterizerFailed(program: String, status: Int32, message: String)
    /// The picture could not be written to the file asked for.
    case unwritable(path: String, errno: Errno)
}
