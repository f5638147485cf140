// SPDX-License-Identifier: GPL-3.0-or-later
import Documents
import Foundation
import Semantics

/// Document errors in words, in one place: where and what, and what to do.
public struct DocumentWords {
    let strings: Strings
    let language: Language

    /// Words in a session's language.
    public init(_ session: Session) {
        self.init(strings: session.strings, language: session.environment.language)
    }

    /// Words in a language.
    public init(strings: Strings, language: Language) {
        self.strings = strings
        self.language = language
    }

    private func t(_ key: String, _ arguments: String...) -> String {
        strings.text("file." + key, language, arguments: arguments)
    }

    /// The error, as a sentence or two.
    public func describe(_ error: DocumentError) -> String {
        switch error {
        case .notFound(let path): t("notFound", path)
        case .unreadable(let path, let code): t("unreadable", path, String(cString: strerror(code)))
        case .tooLarge(let bytes, let limit): t("tooLarge", String(bytes), String(limit))
        case .syntax(let syntax): t("syntax", String(syntax.line), String(syntax.column), reason(syntax.reason))
        case .missingField(let path, let field): t("missingField", path, field)
        case .wrongType(let path, let expected, let found): t("wrongType", path, expected, found)
        case .duplicateID(let path, let id): t("duplicateID", id, path)
        case .unknownKind(let kind): t("unknownKind", kind, DocumentCodec.kinds.joined(separator: ", "))
        case .invalidValue(let path, let value, let valid): t("invalidValue", value, path, valid.joined(separator: ", "))
        case .tooMany(let path, let count, let limit): t("tooMany", path, String(count), String(limit))
        case .textTooLong(let path, let length, let limit): t("textTooLong", path, String(length), String(limit))
        case .emptyFolder(let path): t("emptyFolder", path)
        case .changedOnDisk(let path): t("changedOnDisk", path)
        case .readOnly(let path): t("readOnly", path)
        case .writeFailed(let path, let code): t("writeFailed", path, String(cString: strerror(code)))
        case .alreadyExists(let path): t("alreadyExists", path)
        }
    }

    private func reason(_ reason: JSONSyntaxError.Reason) -> String {
        switch reason {
        case .unexpectedCharacter(let character): t("json.unexpectedCharacter", String(character))
        case .unexpectedEnd: t("json.unexpectedEnd")
        case .invalidEscape: t("json.invalidEscape")
        case .invalidNumber: t("json.invalidNumber")
        case .controlCharacterInString: t("json.controlCharacter")
        case .tooDeep(let limit): t("json.tooDeep", String(limit))
        case .trailingText: t("json.trailingText")
        case .duplicateKey(let key): t("json.duplicateKey", key)
        }
    }
}
