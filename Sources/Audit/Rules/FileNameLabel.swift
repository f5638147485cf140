// SPDX-License-Identifier: GPL-3.0-or-later

/// Whether a label is a file or an asset name that VoiceOver would read as it is: a name with a
/// file extension (`Harbour.jpg`), a camera's file name (`IMG_0042`, `DSC_1234`), an asset name
/// with a designer's prefix (`ic_trash_24`, `btn-close`), or a snake-cased name with a number.
///
/// A label people wrote is never one: it has spaces (`St. Ives`, `v2.0 notes`), or is a word.
/// A catalog key such as `status.action.share` has no file extension and is not one either.
public enum FileNameLabel {
    /// Extensions of the files an app shows or plays.
    static let extensions: Set<String> = [
        "jpg", "jpeg", "png", "gif", "heic", "heif", "webp", "tif", "tiff", "bmp", "svg", "pdf", "ico", "icns",
        "mov", "mp4", "m4v", "mp3", "wav", "aac", "m4a", "caf", "aiff", "json", "txt", "imageset", "xcassets",
    ]

    /// Prefixes of camera and screenshot file names.
    static let cameraPrefixes = ["img", "dsc", "dscn", "dcim", "pxl", "mvimg", "vid", "screenshot"]

    /// Prefixes designers give asset names.
    static let assetPrefixes = ["ic", "img", "icon", "btn", "bg", "image", "asset", "ico", "logo"]

    /// Whether the label reads as a file or an asset name.
    public static func matches(_ label: String) -> Bool {
        let text = label.trimmingWhitespace
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        let lower = text.lowercased()
        if let dot = lower.lastIndex(of: "."), extensions.contains(String(lower[lower.index(after: dot)...])),
           lower.first != "." {
            return true
        }
        let parts = lower.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard parts.count > 1, let first = parts.first else { return false }
        if cameraPrefixes.contains(first), parts.dropFirst().contains(where: { $0.allSatisfy(\.isNumber) }) { return true }
        if assetPrefixes.contains(first), lower.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) { return true }
        // snake_case with a number in it: `trash_24`, `avatar_placeholder_2x`.
        return text.contains("_") && !text.contains(".") && text.contains(where: \.isNumber)
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }
}

private extension String {
    /// The text without white space at either end.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
