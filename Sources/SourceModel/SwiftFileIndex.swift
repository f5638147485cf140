// SPDX-License-Identifier: GPL-3.0-or-later

/// What the source reader keeps of one Swift file: its declarations, previews and the
/// `rotor:disable` comments in it, or why it could not be read.
public struct SwiftFileIndex: Sendable, Hashable, Codable {
    /// The path as the user named it (relative to the folder given, or as given).
    public var path: String
    /// Its types and extensions, nested ones flattened with qualified names.
    public var types: [SwiftType]
    /// Functions at file level.
    public var functions: [SwiftFunction]
    /// Variables and constants at file level.
    public var properties: [SwiftProperty]
    /// Its previews.
    public var previews: [SwiftPreview]
    /// Its `// rotor:disable` comments.
    public var directives: [RuleDirective]
    /// The modules it imports (`SwiftUI`, `AppKit`), every `#if` clause's too.
    public var imports: [String] = []
    /// How many lines it has.
    public var lineCount: Int
    /// What went wrong reading it: nil when it was read whole. A file with syntax errors is
    /// still read (the parser recovers), with its first error here.
    public var problem: SourceProblem?

    /// Creates a file's index.
    public init(
        path: String, types: [SwiftType] = [], functions: [SwiftFunction] = [], properties: [SwiftProperty] = [],
        previews: [SwiftPreview] = [], directives: [RuleDirective] = [], lineCount: Int = 0, problem: SourceProblem? = nil
    ) {
        self.path = path
        self.types = types
        self.functions = functions
        self.properties = properties
        self.previews = previews
        self.directives = directives
        self.lineCount = lineCount
        self.problem = problem
    }
}

/// Why a Swift file was not read, or read only in part.
public struct SourceProblem: Error, Sendable, Hashable, Codable {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// It could not be opened or read (the system's reason is in `detail`).
        case unreadable
        /// It is not UTF-8.
        case notUTF8
        /// It is larger than the reader takes (`detail` gives the limit in bytes).
        case tooLarge
        /// It has syntax errors: the parser recovered, and what it understood was read.
        case syntax
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The detail: the system's error, the parser's message, the limit.
    public var detail: String
    /// Where, for a syntax error.
    public var at: SourcePoint?

    /// Creates a problem.
    public init(kind: Kind, detail: String, at: SourcePoint? = nil) {
        self.kind = kind
        self.detail = detail
        self.at = at
    }
}

/// A `// rotor:disable RULE …` comment: rules switched off for some lines of a file.
///
/// As SwiftLint's: a comment after code on a line covers that line; a comment on its own line
/// covers the declaration that follows it (or the next line when no declaration does);
/// `rotor:disable:next` covers the next line; `all` stands for every rule.
public struct RuleDirective: Sendable, Hashable, Codable {
    /// The rule ids named (`all` for every rule).
    public var rules: [String]
    /// The first line covered.
    public var firstLine: Int
    /// The last line covered.
    public var lastLine: Int

    /// Creates a directive.
    public init(rules: [String], firstLine: Int, lastLine: Int) {
        self.rules = rules
        self.firstLine = firstLine
        self.lastLine = lastLine
    }

    /// Whether it switches off a rule at a line.
    public func covers(_ rule: String, line: Int) -> Bool {
        line >= firstLine && line <= lastLine && (rules.contains(rule) || rules.contains("all"))
    }
}
