// SPDX-License-Identifier: GPL-3.0-or-later
import SourceModel
internal import SwiftSyntax

extension Reading {
    /// The `rotor:disable` comments of the file, each with the lines it covers.
    ///
    /// As SwiftLint's: a comment after code covers its own line; a comment on a line of its own
    /// covers the declaration that starts on the next token (or that token's line when no
    /// declaration starts there); `rotor:disable:next` covers the line after the comment and
    /// `rotor:disable:this` the comment's line.
    func directives() -> [RuleDirective] {
        var result: [RuleDirective] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if let text = Self.commentText(piece), let parsed = Self.parse(text) {
                    let line = point(atOffset: offset).line
                    result.append(leading(parsed, commentLine: line, before: token))
                }
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                if let text = Self.commentText(piece), let parsed = Self.parse(text) {
                    let line = point(atOffset: offset).line
                    let covered = parsed.scope == .next ? line + 1 : line
                    result.append(RuleDirective(rules: parsed.rules, firstLine: covered, lastLine: covered))
                }
                offset += piece.sourceLength.utf8Length
            }
        }
        return result
    }

    /// A comment on a line of its own, before `token`.
    private func leading(_ parsed: (rules: [String], scope: Scope), commentLine: Int, before token: TokenSyntax) -> RuleDirective {
        let tokenLine = point(token).line
        switch parsed.scope {
        case .this:
            return RuleDirective(rules: parsed.rules, firstLine: commentLine, lastLine: commentLine)
        case .next:
            return RuleDirective(rules: parsed.rules, firstLine: commentLine + 1, lastLine: commentLine + 1)
        case .declaration:
            // The outermost declaration (or statement) that starts at the token.
            var covered = Syntax(token)
            var node = token.parent
            while let current = node, current.firstToken(viewMode: .sourceAccurate) == token {
                if current.is(DeclSyntax.self) || current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
                    covered = current
                }
                node = current.parent
            }
            return RuleDirective(rules: parsed.rules, firstLine: commentLine, lastLine: max(tokenLine, endLine(covered)))
        }
    }

    /// What a comment covers.
    enum Scope { case declaration, next, this }

    /// The text of a comment trivia piece.
    static func commentText(_ piece: TriviaPiece) -> String? {
        switch piece {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }

    /// The rules and scope of a `rotor:disable` comment, nil for any other comment.
    static func parse(_ comment: String) -> (rules: [String], scope: Scope)? {
        let marker = "rotor:disable"
        let characters = Array(comment)
        let pattern = Array(marker)
        guard let start = (0...max(characters.count - pattern.count, 0)).first(where: { offset in
            offset + pattern.count <= characters.count && Array(characters[offset..<offset + pattern.count]) == pattern
        }) else { return nil }
        var rest = String(characters[(start + pattern.count)...])
        var scope = Scope.declaration
        if rest.hasPrefix(":next") {
            scope = .next
            rest = String(rest.dropFirst(5))
        } else if rest.hasPrefix(":this") {
            scope = .this
            rest = String(rest.dropFirst(5))
        }
        let separators: Set<Character> = [" ", "\t", ",", "*", "/"]
        let words = rest.split(whereSeparator: { separators.contains($0) }).map(String.init)
        // Words up to the first that is not a rule id: `// rotor:disable source-image-label (why)`.
        let rules = words.prefix(while: isRuleID)
        return rules.isEmpty ? nil : (Array(rules), scope)
    }

    /// Whether a word can be a rule id: lower-case letters, digits and dashes.
    static func isRuleID(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0 == "-" || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
}
