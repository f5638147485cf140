// SPDX-License-Identifier: GPL-3.0-or-later

/// Finds every localized string a project's code asks for, as Xcode's extraction would (which
/// exists only on macOS): string literals where SwiftUI takes a `LocalizedStringKey`,
/// `String(localized:)`, `LocalizedStringResource`, `NSLocalizedString`, `Bundle`'s
/// `localizedString(forKey:value:table:)`, and SwiftGen's generated `tr(table, key, …)`.
/// `Text(verbatim:)` and a `String` variable are not keys.
public struct KeyUseCollector: Sendable {
    /// The project.
    public let index: ProjectIndex

    /// Creates a collector.
    public init(index: ProjectIndex) {
        self.index = index
    }

    /// SwiftUI views whose first unlabelled argument is a `LocalizedStringKey` title.
    static let titledViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Link", "Menu", "Picker", "Section", "TextField", "SecureField", "Stepper",
        "NavigationLink", "DisclosureGroup", "GroupBox", "LabeledContent", "ControlGroup", "ProgressView", "ColorPicker",
        "DatePicker", "MultiDatePicker", "Tab", "ContentUnavailableView", "ShareLink", "Gauge", "PhotosPicker", "HelpLink",
        "LocalizedStringKey",
    ]

    /// Modifiers whose first unlabelled argument is a `LocalizedStringKey`, and whether VoiceOver
    /// reads it as accessibility.
    static let titledModifiers: [String: Bool] = [
        "navigationTitle": false, "navigationSubtitle": false, "help": false, "alert": false, "confirmationDialog": false,
        "badge": false, "accessibilityLabel": true, "accessibilityValue": true, "accessibilityHint": true,
    ]

    /// Every use in the project, in file and line order. A use in a preview, or in a type only
    /// previews make (`WrapperForPreview`), is marked as in a preview.
    public func uses() -> [KeyUse] {
        var found: [(use: KeyUse, type: String?)] = []
        var calledByApp: Set<String> = []
        var calledByPreviews: Set<String> = []
        for file in index.files {
            var walker = Walker(index: index, path: file.path)
            func walked(_ type: String?, _ inPreview: Bool, _ body: (inout Walker) -> Void) {
                walker.type = type
                walker.inPreview = inPreview
                walker.found = []
                walker.called = []
                body(&walker)
                found += walker.found.map { ($0, type) }
                if inPreview { calledByPreviews.formUnion(walker.called) } else { calledByApp.formUnion(walker.called) }
            }
            for type in file.types {
                let isPreview = type.inherited.contains { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") }
                walked(type.name, isPreview) { walker in
                    for property in type.properties {
                        if let getter = property.getter { walker.statements(getter, locals: [:]) }
                        if let value = property.initializer { walker.expression(value, locals: [:]) }
                    }
                    for function in type.functions + type.initializers {
                        walker.statements(function.body ?? [], locals: Self.parameters(function))
                    }
                }
            }
            walked(nil, false) { walker in
                for function in file.functions { walker.statements(function.body ?? [], locals: Self.parameters(function)) }
                for property in file.properties { if let value = property.initializer { walker.expression(value, locals: [:]) } }
            }
            walked(nil, true) { walker in
                for preview in file.previews { walker.statements(preview.statements, locals: [:]) }
            }
        }
        // A type the previews make and the app's own code never does is a preview's.
        let previewOnly = calledByPreviews.subtracting(calledByApp)
        return found.map { use, type in
            var use = use
            if let type, previewOnly.contains(type) { use.inPreview = true }
            return use
        }
    }

    /// A function's parameters as local names with their types.
    static func parameters(_ function: SwiftFunction) -> [String: String] {
        Dictionary(function.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// Walks one file's statements and expressions, knowing the enclosing type and the types of
    /// the names in scope, and collects the uses.
    struct Walker {
        let index: ProjectIndex
        let path: String
        var type: String?
        /// Whether the code walked is a preview's.
        var inPreview = false
        var found: [KeyUse] = []
        /// The names called (`WrapperForPreview()`), to tell which types only previews make.
        var called: Set<String> = []

        init(index: ProjectIndex, path: String) {
            self.index = index
            self.path = path
        }

        mutating func statements(_ statements: [SwiftStatement], locals: [String: String]) {
            var scope = locals
            for statement in statements {
                switch statement {
                case .expression(let expr), .returned(let expr?):
                    expression(expr, locals: scope)
                case .binding(let name, let value, _):
                    if let value { expression(value, locals: scope) }
                    // A local whose type is not known hides a property of the same name.
                    scope[name] = value.flatMap { TypeGuess(index: index, type: type, locals: scope).type(of: $0) } ?? ""
                case .conditional(let conditional):
                    for case .expression(let expr) in conditional.conditions { expression(expr, locals: scope) }
                    var inner = scope
                    for case .binding(let name, let value?) in conditional.conditions {
                        expression(value, locals: scope)
                        inner[name] = TypeGuess(index: index, type: type, locals: scope).type(of: value).map(TypeGuess.unwrapped) ?? ""
                    }
                    self.statements(conditional.then, locals: inner)
                    self.statements(conditional.otherwise, locals: scope)
                case .switched(let subject, let cases):
                    expression(subject, locals: scope)
                    for branch in cases { self.statements(branch.statements, locals: scope) }
                case .loop(let pattern, let sequence, let body):
                    expression(sequence, locals: scope)
                    var inner = scope
                    for name in KeyUseCollector.names(in: pattern) { inner[name] = "" }
                    self.statements(body, locals: inner)
                case .guarded(let conditions, let orElse):
                    for case .expression(let expr) in conditions { expression(expr, locals: scope) }
                    for case .binding(let name, let value?) in conditions {
                        expression(value, locals: scope)
                        scope[name] = TypeGuess(index: index, type: type, locals: scope).type(of: value).map(TypeGuess.unwrapped) ?? ""
                    }
                    self.statements(orElse, locals: scope)
                case .compiledIf(let clauses):
                    for clause in clauses { self.statements(clause.statements, locals: scope) }
                case .declaration(let function):
                    self.statements(function.body ?? [], locals: scope.merging(KeyUseCollector.parameters(function)) { $1 })
                case .returned(nil), .other:
                    continue
                }
            }
        }

        mutating func expression(_ expr: SwiftExpr, locals: [String: String]) {
            switch expr {
            case .call(let callee, let arguments, let at):
                if case .name(let name) = callee { called.insert(name) }
                use(callee, arguments, at, locals: locals)
                expression(callee, locals: locals)
                for (position, argument) in arguments.enumerated() {
                    let before = found.count
                    expression(argument.value, locals: locals)
                    if position == 0, found.count > before, Self.formats(callee, argument) {
                        // `String(format: NSLocalizedString("key", comment: ""), a, b)`: the
                        // key's text is formatted with a, b.
                        let guess = TypeGuess(index: index, type: type, locals: locals)
                        found[before].formatted = true
                        found[before].arguments = arguments.dropFirst().filter { $0.label == nil && !$0.trailing }
                            .map { guess.specifier(of: $0.value) }
                    }
                }
            case .member(let base?, _): expression(base, locals: locals)
            case .subscripted(let base, let arguments):
                expression(base, locals: locals)
                for argument in arguments { expression(argument.value, locals: locals) }
            case .ternary(let a, let b, let c): for part in [a, b, c] { expression(part, locals: locals) }
            case .infix(_, let left, let right):
                expression(left, locals: locals)
                expression(right, locals: locals)
            case .prefix(_, let inner), .postfix(_, let inner), .wrapped(_, let inner): expression(inner, locals: locals)
            case .array(let elements): for element in elements { expression(element, locals: locals) }
            case .dictionary(let pairs): for pair in pairs { for part in pair { expression(part, locals: locals) } }
            case .tuple(let arguments): for argument in arguments { expression(argument.value, locals: locals) }
            case .closure(let closure):
                // A closure's parameters, of types not written, hide properties of their names.
                var inner = locals
                for name in closure.parameters where name != "_" { inner[name] = "" }
                statements(closure.statements, locals: inner)
            case .statement(let statement): statements([statement], locals: locals)
            case .string, .number, .boolean, .none, .name, .member(nil, _), .keyPath, .other: break
            }
        }

        /// A call that asks for a localized string, if this one does.
        mutating func use(_ callee: SwiftExpr, _ arguments: [SwiftArgument], _ at: SourcePoint, locals: [String: String]) {
            let guess = TypeGuess(index: index, type: type, locals: locals)
            let plain = arguments.filter { !$0.trailing }
            func string(_ label: String?) -> SwiftExpr? {
                guard let value = plain.first(where: { $0.label == label })?.value, case .string = value else { return nil }
                return value
            }
            // A title literal, or each of two a condition chooses between (`Text(on ? "a" : "b")`).
            func titles() -> [SwiftExpr] {
                switch plain.first(where: { $0.label == nil })?.value {
                case .string(let parts)?: [.string(parts)]
                case .ternary(_, .string(let a), .string(let b))?: [.string(a), .string(b)]
                default: []
                }
            }
            func literal(_ label: String) -> String? {
                guard case .string(let parts)? = plain.first(where: { $0.label == label })?.value else { return nil }
                return parts.allSatisfy({ if case .text = $0 { true } else { false } })
                    ? parts.map { if case .text(let text) = $0 { text } else { "" } }.joined() : nil
            }
            switch callee {
            case .name(let name) where KeyUseCollector.titledViews.contains(name):
                for title in titles() {
                    add(title, table: literal("tableName") ?? "Localizable", kind: .swiftUI, context: name, guess: guess, at: at)
                }
            case .member(_?, let name) where KeyUseCollector.titledModifiers[name] != nil:
                for title in titles() {
                    add(title, kind: .swiftUI, context: name, accessibility: KeyUseCollector.titledModifiers[name] == true, guess: guess, at: at)
                }
            case .member(_?, "accessibilityAction"):
                guard let name = string("named") else { return }
                add(name, kind: .swiftUI, context: "accessibilityAction", accessibility: true, guess: guess, at: at)
            case .member(_?, "accessibilityInputLabels"):
                guard case .array(let labels)? = plain.first?.value else { return }
                for label in labels {
                    guard case .string = label else { continue }
                    add(label, kind: .swiftUI, context: "accessibilityInputLabels", accessibility: true, guess: guess, at: at)
                }
            case .name("String") where plain.first?.label == "localized":
                guard let key = string("localized") else { return }
                add(key, table: literal("table") ?? "Localizable", kind: .localized, context: "String(localized:)",
                    defaultValue: literal("defaultValue"), guess: guess, at: at)
            case .name("LocalizedStringResource"):
                guard let key = string(nil) else { return }
                add(key, table: literal("table") ?? "Localizable", kind: .localized, context: "LocalizedStringResource",
                    defaultValue: literal("defaultValue"), guess: guess, at: at)
            case .name("NSLocalizedString"):
                guard let key = string(nil) else { return }
                add(key, table: literal("tableName") ?? "Localizable", kind: .foundation, context: "NSLocalizedString",
                    defaultValue: literal("value"), guess: guess, at: at)
            case .member(_?, "localizedString") where plain.first?.label == "forKey":
                guard let key = string("forKey") else { return }
                add(key, table: literal("table") ?? "Localizable", kind: .foundation, context: "localizedString(forKey:)",
                    defaultValue: literal("value"), guess: guess, at: at)
            case .name("tr"), .member(_, "tr"):
                // SwiftGen: `tr("Localizable", "key", p1, fallback: "…")`.
                let unlabelled = plain.filter { $0.label == nil }
                guard unlabelled.count >= 2, case .string(let tableParts) = unlabelled[0].value,
                      case .string = unlabelled[1].value, let table = KeyUseCollector.text(tableParts) else { return }
                var use = make(unlabelled[1].value, table: table, kind: .generated, context: "tr", guess: guess, at: at)
                use.arguments = unlabelled.dropFirst(2).map { guess.specifier(of: $0.value) }
                use.formatted = true
                use.defaultValue = literal("fallback")
                found.append(use)
            default:
                return
            }
        }

        /// Whether a call formats the localized string its first argument asks for:
        /// `String(format: NSLocalizedString(…), …)`, `String.localizedStringWithFormat(…)`,
        /// `String(format: String(localized: …), …)`.
        static func formats(_ callee: SwiftExpr, _ first: SwiftArgument) -> Bool {
            switch (callee, first.label) {
            case (.name("String"), "format"), (.member(.name("String")?, "localizedStringWithFormat"), nil),
                 (.member(.name("NSString")?, "localizedStringWithFormat"), nil):
                break
            default:
                return false
            }
            switch first.value {
            case .call(.name("NSLocalizedString"), _, _), .call(.member(_?, "localizedString"), _, _): return true
            case .call(.name("String"), let arguments, _): return arguments.first?.label == "localized"
            default: return false
            }
        }

        mutating func add(
            _ literal: SwiftExpr, table: String = "Localizable", kind: KeyUse.Kind, context: String, accessibility: Bool = false,
            defaultValue: String? = nil, guess: TypeGuess, at: SourcePoint
        ) {
            var use = make(literal, table: table, kind: kind, context: context, guess: guess, at: at)
            // `NSLocalizedString("status.\(name)", …)` interpolates a `String`: the key is made
            // at run time, not a format Xcode extracts.
            if kind == .foundation, !use.arguments.isEmpty { return }
            use.isAccessibility = accessibility
            use.defaultValue = defaultValue
            found.append(use)
        }

        func make(_ literal: SwiftExpr, table: String, kind: KeyUse.Kind, context: String, guess: TypeGuess, at: SourcePoint) -> KeyUse {
            guard case .string(let parts) = literal else {
                return KeyUse(key: "", table: table, kind: kind, context: context, inPreview: inPreview, path: path, at: at)
            }
            var pieces: [(text: String, literal: Bool)] = []
            var arguments: [String] = []
            for part in parts {
                switch part {
                case .text(let text):
                    pieces.append((text, true))
                case .interpolation(let values):
                    let format = values.first { $0.label == "specifier" }?.value
                    // `\(count, format: .number)`, `\(date, style: .date)`: SwiftUI formats the
                    // value itself and passes the text, an object.
                    let formattedByView = format == nil && values.count > 1
                    let specifier = formattedByView ? "%@" : values.first.map { guess.specifier(of: $0.value, specifier: format) } ?? "%@"
                    arguments.append(specifier)
                    pieces.append((specifier == TypeGuess.unknown ? "%@" : specifier, false))
                }
            }
            // With format specifiers in it, a literal percent sign is doubled, as Xcode extracts it.
            let key = pieces.map { piece in
                piece.literal && !arguments.isEmpty ? piece.text.replacingPercents() : piece.text
            }.joined()
            return KeyUse(
                key: key, table: table, kind: kind, context: context, arguments: arguments, formatted: !arguments.isEmpty,
                inPreview: inPreview, path: path, at: at
            )
        }
    }

    /// The names a loop's pattern binds: `item`, `(index, item)`, `case let .some(x)`.
    static func names(in pattern: String) -> [String] {
        pattern.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            .map(String.init).filter { !["let", "var", "case", "_", "in", "where"].contains($0) }
    }

    /// The text of a literal without interpolations.
    static func text(_ parts: [StringPart]) -> String? {
        var result = ""
        for part in parts {
            guard case .text(let text) = part else { return nil }
            result += text
        }
        return result
    }
}

private extension String {
    /// The text with each `%` doubled, as Xcode writes literal percent signs in a key that has
    /// format specifiers.
    func replacingPercents() -> String {
        var result = ""
        for character in self {
            result.append(character)
            if character == "%" { result.append("%") }
        }
        return result
    }
}
