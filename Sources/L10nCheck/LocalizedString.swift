// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting

/// One language's translation of an entry: its texts (forms) with where each sits, its plural
/// variations and its substitutions.
///
/// A form's path is empty for a plain value; variations and substitutions add dotted parts:
/// `plural.one`, `device.iphone.plural.other`, `substitutions.cards.plural.few`.
public struct LocalizedString: Sendable, Hashable {
    /// One text of a translation.
    public struct Form: Sendable, Hashable {
        /// Where the text sits, empty for the plain value.
        public var path: String
        /// The text, placeholders included.
        public var value: String
        /// The translation state: `translated`, `new`, `needs_review` …
        public var state: String
        /// Where the text is in its file.
        public var location: SourceLocation?

        /// Creates a form.
        public init(path: String = "", value: String, state: String = "translated", location: SourceLocation? = nil) {
            self.path = path
            self.value = value
            self.state = state
            self.location = location
        }

        /// The plural category the form is for, when it is one.
        public var pluralCategory: String? {
            categoryStart.map { String(path[$0...]) }
        }

        /// Where the category starts in a path that ends in `plural.CATEGORY`.
        private var categoryStart: String.Index? {
            guard let dot = path.lastIndex(of: ".") else { return nil }
            let owner = path[..<dot]
            let name = owner.utf8.suffix(7)
            guard name.elementsEqual(".plural".utf8) || (owner.utf8.count == 6 && owner == "plural") else { return nil }
            return path.index(after: dot)
        }

        /// The path with the plural category replaced by another: `plural.one` → `plural.other`.
        func path(withCategory category: String) -> String {
            guard let start = categoryStart else { return path }
            return path[..<start] + category
        }
    }

    /// A plural variation: where it sits and the categories it has.
    public struct PluralSet: Sendable, Hashable {
        /// The path of the variation's owner: empty, or `substitutions.cards`.
        public var path: String
        /// The categories present, as written (`one`, `other`, or a mistake such as `plural`).
        public var categories: [String]
        /// Where the variation is in its file.
        public var location: SourceLocation?

        /// Creates a plural variation.
        public init(path: String = "", categories: [String], location: SourceLocation? = nil) {
            self.path = path
            self.categories = categories
            self.location = location
        }
    }

    /// What a `%#@name@` substitution stands for.
    public struct Substitution: Sendable, Hashable {
        /// The argument it consumes, counting from 1.
        public var argumentNumber: Int?
        /// The argument's format specifier without `%`: `lld`, `d`, `@`.
        public var formatSpecifier: String?
        /// Where it is in its file.
        public var location: SourceLocation?

        /// Creates a substitution.
        public init(argumentNumber: Int? = nil, formatSpecifier: String? = nil, location: SourceLocation? = nil) {
            self.argumentNumber = argumentNumber
            self.formatSpecifier = formatSpecifier
            self.location = location
        }

        /// The conversion its format specifier stands for (`lld` → `%lld`), when it is one.
        public var specifier: FormatSpecifier? {
            guard let formatSpecifier,
                  case .conversion(let specifier)? = FormatPiece.pieces(in: "%" + formatSpecifier).first,
                  specifier.text.count == formatSpecifier.count + 1
            else { return nil }
            return specifier
        }
    }

    /// Every text, in a stable order.
    public var forms: [Form]
    /// Every plural variation.
    public var plurals: [PluralSet]
    /// Substitutions by name.
    public var substitutions: [String: Substitution]
    /// Where the translation is in its file: its language's key, or its line in a `.strings` file.
    public var location: SourceLocation?

    /// Creates a translation.
    public init(
        forms: [Form], plurals: [PluralSet] = [], substitutions: [String: Substitution] = [:], location: SourceLocation? = nil
    ) {
        self.forms = forms
        self.plurals = plurals
        self.substitutions = substitutions
        self.location = location
    }

    /// A plain value.
    public init(_ value: String, state: String = "translated", location: SourceLocation? = nil) {
        self.init(forms: [Form(value: value, state: state, location: location)], location: location)
    }

    /// The form at a path.
    public func form(at path: String) -> Form? {
        forms.first { $0.path == path }
    }
}
