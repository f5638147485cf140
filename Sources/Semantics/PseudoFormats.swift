// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Pseudo-localized catalog formats (``Pseudolocalizer/transform(_:)``), each made the first
/// time it is asked for and remembered.
///
/// Every phrase in a pseudo-locale asks, and a transform tokenizes the format and rebuilds it
/// character by character. The formats are a catalog's, a few hundred, times two styles, so
/// what is kept stays small.
final class PseudoFormats: @unchecked Sendable {
    private struct Key: Hashable {
        let format: String
        let style: Pseudolocalizer.Style
    }

    private let lock = NSLock()
    private var formats: [Key: String] = [:]

    /// `format` transformed in `style`.
    func transform(_ format: String, _ style: Pseudolocalizer.Style) -> String {
        let key = Key(format: format, style: style)
        lock.lock()
        if let known = formats[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let transformed = Pseudolocalizer(style).transform(format)
        lock.lock()
        formats[key] = transformed
        lock.unlock()
        return transformed
    }
}
