// SPDX-License-Identifier: GPL-3.0-or-later

/// Whether a label is the name of a file or an asset rather than words for a person:
/// "Harbour.jpg", "IMG_0042", "ic_trash_24", "photo.jpg", "/Users/ana/Pictures". VoiceOver reads
/// such a name as it is ("I M G underscore zero zero four two"), and it says nothing about what
/// the element shows. A folder opened as a photo grid captions each photo by its file name, so
/// a camera's folder makes a screen of them.
///
/// A label is a name when it is one of:
/// - a file name: words, then a dot and a known extension at the very end, with no space after
///   the dot ("Harbour.jpg", "Screenshot 2024-05-01.PNG"; not "St. Ives", "v2.0 notes", "Dr. Who");
/// - a camera's name for a picture: `IMG`, `DSC`, `PXL`, `VID` and the other prefixes cameras
///   write, then at least four digits ("IMG_0042", "DSC01234", "PXL_20240501_101010"), or a
///   date and time in digits ("20240501_101010");
/// - an asset or identifier name: no space and an underscore between letters or digits
///   ("ic_trash_24", "btn_close"), or a scale suffix ("trash@2x");
/// - a path: a `/` at its start (`/`, `~/`, `./`) and no space.
///
/// The audit's rule `content-file-name-label` uses it on every label; the source audit on the
/// labels a SwiftUI view writes.
public enum FileNameLabel {
    /// Extensions of the files people put on screens by name: pictures, films, sound,
    /// documents and archives. Web addresses (`.com`) and words after a dot are not among them.
    public static let extensions: Set<String> = [
        "jpg", "jpeg", "jpe", "png", "gif", "heic", "heif", "webp", "bmp", "tif", "tiff", "svg", "dng", "cr2", "nef",
        "arw", "psd", "ico", "icns", "avif", "mov", "mp4", "m4v", "avi", "mkv", "webm", "mp3", "m4a", "aac", "wav", "aiff",
        "flac", "ogg", "pdf", "txt", "md", "rtf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "csv", "json", "xml",
        "html", "htm", "zip", "gz", "tar", "dmg", "ipa", "apk", "xcstrings", "xcassets", "imageset",
    ]

    /// What cameras and phones call pictures and films before a person names them.
    static let cameraPrefixes = [
        "img", "dsc", "dscn", "dscf", "pxl", "vid", "mvimg", "dji", "gopr", "gp", "gx", "gh", "sam", "wp", "pano", "burst",
        "pict", "imag", "screenshot",
    ]

    /// Whether `label` is a file, asset or camera name, or a path.
    public static func matches(_ label: String) -> Bool {
        let text = label.trimmingSpaces
        guard !text.isEmpty, text.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
        return hasFileExtension(text) || isCameraName(text) || isAssetName(text) || isPath(text)
    }

    /// Whether a text that may be a catalog key (`settings_title`, `status.action.share`) is a
    /// file or camera name all the same: a known extension, or a camera's name.
    public static func isFileOrCameraName(_ label: String) -> Bool {
        let text = label.trimmingSpaces
        return hasFileExtension(text) || isCameraName(text)
    }

    /// Words, then `.ext` at the end with a known extension and a stem before it.
    static func hasFileExtension(_ text: String) -> Bool {
        guard let dot = text.lastIndex(of: ".") else { return false }
        let stem = text[..<dot]
        let ext = text[text.index(after: dot)...]
        guard let last = stem.last, !last.isWhitespace, last != ".", !ext.isEmpty,
              ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return false }
        return extensions.contains(ext.lowercased())
    }

    /// `IMG_0042`, `DSC01234`, `PXL_20240501_101010`, `IMG_0042 copy.jpg`: a camera's prefix, an
    /// optional `_` or `-`, and at least four digits, at the start; or a date and time in
    /// digits alone (`20240501_101010`).
    static func isCameraName(_ text: String) -> Bool {
        let lower = text.lowercased()
        for prefix in cameraPrefixes where lower.hasPrefix(prefix) {
            var rest = lower.dropFirst(prefix.count)
            while let first = rest.first, first == "_" || first == "-" { rest = rest.dropFirst() }
            let digits = rest.prefix(while: \.isASCIIDigit)
            let next = rest.dropFirst(digits.count).first
            if digits.count >= 4, next.map({ !$0.isLetter }) ?? true { return true }
        }
        var name = Substring(lower)
        if hasFileExtension(text), let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        return name.filter(\.isASCIIDigit).count >= 12 && name.allSatisfy { $0.isASCIIDigit || $0 == "_" || $0 == "-" }
    }

    /// No space, and an underscore between two letters or digits (`ic_trash_24`), or a scale
    /// suffix (`trash@2x`).
    static func isAssetName(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        if let at = text.lastIndex(of: "@"), at > text.startIndex, ["1x", "2x", "3x"].contains(where: text[text.index(after: at)...].lowercased().hasPrefix) {
            return true
        }
        let characters = Array(text)
        for index in characters.indices.dropFirst().dropLast() where characters[index] == "_" {
            let (before, after) = (characters[index - 1], characters[index + 1])
            if (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber) { return true }
        }
        return false
    }

    /// `/Users/ana/Pictures`, `~/Desktop/harbour`, `./assets/logo`: no space.
    static func isPath(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        return (text.hasPrefix("/") && text.count > 1) || text.hasPrefix("~/") || text.hasPrefix("./") || text.hasPrefix("../")
    }
}

extension Character {
    /// 0 to 9, and no other digit.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// The text without spaces, tabs or line breaks at either end.
    fileprivate var trimmingSpaces: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
