// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import SourceModel
import Widgets

/// The accessibility trees of a team's own views, read from their SwiftUI source: each view
/// placed as its preview places it, the steps a person took replayed, its elements' words
/// looked up in the app's own catalog (its plurals for the preview's numbers), and what the
/// source cannot tell spoken as a placeholder that says so.
///
/// A class, shared by a session's trees: it keeps what it last read of each element (the
/// conditions it depends on, whether it stands for data the source cannot see) for the
/// screen reader to say.
public final class SourceTree: @unchecked Sendable {
    /// The project.
    public let project: ProjectIndex
    /// The app's catalog, when it has one.
    public let catalog: Strings?
    /// Rotor's own words (trait words, placeholders).
    public let strings: Strings
    /// The file the person named, when they named one.
    public let file: String?
    /// What the last tree read of each element, by its id.
    public private(set) var notes: [NodeID: Note] = [:]
    /// The actions of the trees read so far, by id: their names in the language of the tree
    /// and the state each changes, as the source shows it.
    public private(set) var actions: [String: (name: String, changes: [String])] = [:]

    /// The audit's findings on the project's views (`rotor audit` of the same sources), each at
    /// its file and line, worded: set by whoever opened the project.
    public var findings: [Finding] = []
    /// The findings of the last tree, by the element each is about.
    public private(set) var findingsByElement: [NodeID: [String]] = [:]

    /// A finding of the audit, where it is and what it says.
    public struct Finding: Sendable, Hashable {
        public var path: String
        public var line: Int
        public var message: String

        /// Creates a finding.
        public init(path: String, line: Int, message: String) {
            self.path = path
            self.line = line
            self.message = message
        }
    }

    /// The findings of the view shown: those in the files its elements are written in.
    public var shownFindings: [Finding] {
        let paths = Set(notes.values.map(\.path))
        return findings.filter { paths.contains($0.path) }
    }

    /// What the source leaves open about an element.
    public struct Note: Sendable, Hashable {
        /// The conditions (as written) its words or its place depend on: it has another state.
        public var alternatives: [String]
        /// Whether it stands for every item of data the source cannot see.
        public var templated: Bool
        /// Where its view is written.
        public var path: String
        public var line: Int
        public var column: Int
    }

    /// Wraps a project, its catalog and Rotor's words.
    public init(project: ProjectIndex, catalog: Strings?, strings: Strings, file: String?) {
        self.project = project
        self.catalog = catalog
        self.strings = strings
        self.file = file
    }

    /// The element an action's id belongs to: ids are the element's, then `.action2` or
    /// `.activate`.
    public static func element(ofAction id: String) -> String {
        guard let dot = id.lastIndex(of: "."), id[id.index(after: dot)...].hasPrefix("act") else { return id }
        return String(id[..<dot])
    }

    /// SwiftUI's environment values as Rotor's environment sets them.
    public static func environment(_ environment: Environment) -> [String: SwiftValue] {
        [
            "layoutDirection": .enumCase(
                type: "LayoutDirection", name: environment.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight", payload: []),
            "accessibilityReduceMotion": .bool(environment.reduceMotion),
            "colorScheme": .enumCase(type: "ColorScheme", name: environment.appearance == .dark ? "dark" : "light", payload: []),
            "isEnabled": .bool(true),
            "accessibilityVoiceOverEnabled": .bool(true),
            "horizontalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "compact", payload: []),
        ]
    }

    /// Opens a view (by name; nil for the one the file's preview places) in an environment.
    public func open(_ name: String?, _ environment: Environment) throws(SourceScreen.Failure) -> SourceScreen {
        try SourceScreen(index: project, view: name, file: file, environment: Self.environment(environment))
    }

    /// A view's tree after the steps a person took.
    public func tree(_ view: SourceView, _ environment: Environment) -> AccessibilityTree {
        guard let screen = try? open(view.name, environment) else {
            return AccessibilityTree(title: view.name, groups: [])
        }
        var flips: Set<String> = []
        for step in view.steps {
            switch step {
            case .flip(let condition):
                if flips.contains(condition) { flips.remove(condition) } else { flips.insert(condition) }
                screen.flips = flips
                screen.read()
            case .perform(let id):
                let actions = screen.elements.flatMap { $0.actions + ($0.activate.map { [$0] } ?? []) }
                if let action = actions.first(where: { $0.id == id }) { screen.perform(action) }
            }
        }
        return tree(of: screen, environment)
    }

    /// The tree of a screen as last read.
    public func tree(of screen: SourceScreen, _ environment: Environment) -> AccessibilityTree {
        let language = environment.language
        let phrase = Phrase(strings: strings)
        var groups: [(id: String, elements: [AccessibilityNode])] = []
        var notes: [NodeID: Note] = [:]
        for element in screen.elements {
            let id = NodeID.source(element.id)
            let parts = element.label.map { words($0, language) }.filter { !$0.isEmpty }
            let label = parts.count > 1 ? phrase.combinedLabel(parts[0], Array(parts.dropFirst()), language) : parts.first ?? ""
            var traits = Traits()
            for name in element.traits {
                switch name {
                case "isButton", "isToggle": traits.insert(.button)
                case "isImage": traits.insert(.image)
                case "isHeader": traits.insert(.header)
                case "isLink": traits.insert(.link)
                case "isSelected": traits.insert(.selected)
                case "isStaticText": traits.insert(.staticText)
                case "adjustable": traits.insert(.adjustable)
                default: continue
                }
            }
            let value = element.value.map { value -> String in
                if element.traits.contains("isToggle"), case .bool(let on) = value.resolved {
                    return strings.text(on ? CatalogText.sourceValueOn : CatalogText.sourceValueOff, language)
                }
                return words(value, language)
            } ?? ""
            let actions = element.actions.map { action in
                AccessibilityAction(name: action.name.map { words($0, language) } ?? "", intent: .source(.perform(action.id)))
            }
            let node = AccessibilityNode(
                id: id, label: label, value: value, traits: traits, hint: element.hint.map { words($0, language) } ?? "",
                actions: actions, defaultAction: element.activate.map { .source(.perform($0.id)) }
            )
            let group = element.group ?? screen.view
            if let position = groups.firstIndex(where: { $0.id == group }) {
                groups[position].elements.append(node)
            } else {
                groups.append((group, [node]))
            }
            notes[id] = Note(
                alternatives: element.alternatives.reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
                templated: element.templated, path: project.files.indices.contains(element.file) ? project.files[element.file].path : "",
                line: element.at.line, column: element.at.column)
        }
        self.notes = notes
        // A finding belongs to the element written nearest above it in its file, and to every
        // element made from the same place (each row a `ForEach` makes of one template).
        var byElement: [NodeID: [String]] = [:]
        for finding in findings {
            let candidates = notes.filter { $0.value.path == finding.path && $0.value.line <= finding.line && $0.value.line > 0 }
            guard let nearest = candidates.values.max(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { continue }
            for (id, note) in candidates where note.line == nearest.line && note.column == nearest.column {
                byElement[id, default: []].append(finding.message)
            }
        }
        findingsByElement = byElement
        var named: [String: (name: String, changes: [String])] = [:]
        let effects = StateEffects(index: project)
        for element in screen.elements {
            let label = element.label.map { words($0, language) }.filter { !$0.isEmpty }.joined(separator: Phrase(strings: strings).separator(language))
            for action in element.actions + (element.activate.map { [$0] } ?? []) {
                let changes = action.closure.map { effects.changes(of: $0.body, in: $0.scope.type).sorted() } ?? []
                named[action.id] = (action.name.map { words($0, language) } ?? label, changes)
            }
        }
        // Kept from earlier trees too: an action is said after it ran, when the tree it was in
        // has given way to the next.
        if actions.count > 10_000 { actions = [:] }
        actions.merge(named) { $1 }
        let title = screen.preview?.name ?? Self.words(ofName: screen.view)
        return AccessibilityTree(
            title: title,
            groups: groups.map { group in
                AccessibilityGroup(id: .source(group.id), label: group.elements.first?.label ?? title, elements: group.elements)
            }
        )
    }

    /// The words of a value: a key looked up in the app's catalog (its plural chosen by the
    /// number), else shown as SwiftUI shows a key it cannot find, formatted; text as it is; a
    /// number as the language writes it; what the source cannot tell as a placeholder.
    public func words(_ value: SwiftValue, _ language: Language) -> String {
        switch value.resolved {
        case .localized(let key, _, let arguments):
            let number = arguments.first { if case .int = $0.resolved { true } else { false } }
                .flatMap { if case .int(let number) = $0.resolved { number } else { nil } }
            let others = arguments.filter { if case .int = $0.resolved { false } else { true } }.map { words($0, language) }
            if let catalog, catalog.catalog.entries[key] != nil {
                return catalog.text(key, language, number: number, arguments: others)
            }
            return Self.formatted(key, arguments.map { words($0, language) }, number: number)
        case .string(let text): return text
        case .int(let number): return strings.number(number, language)
        case .double(let number): return NumberFormat(language).string(number, fractionDigits: number.rounded() == number ? 0 : 2)
        case .bool(let flag): return flag ? "true" : "false"
        case .unknown(let name):
            guard let readable = Self.readable(name) else { return strings.text(CatalogText.sourcePlaceholderUnnamed, language) }
            return strings.text(CatalogText.sourcePlaceholder(readable), language)
        case .enumCase(_, let name, _): return name
        case .none: return ""
        case .array(let items): return items.map { words($0, language) }.joined(separator: phrase(language))
        default: return value.described
        }
    }

    private func phrase(_ language: Language) -> String {
        Phrase(strings: strings).separator(language)
    }

    /// A key shown as SwiftUI shows one no catalog has: its specifiers filled in order, and
    /// an inflected phrase (`^[%lld card](inflect: true)`) agreeing with its number, as
    /// Foundation's automatic grammar agreement does in English.
    static func formatted(_ key: String, _ arguments: [String], number: Int?) -> String {
        var text = key
        if text.hasPrefix("^["), let close = text.range(of: "](inflect: true)") {
            text = String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]) + String(text[close.upperBound...])
            if let number, number != 1 { text = pluralized(text) }
        }
        var result = ""
        var remaining = arguments[...]
        var characters = Substring(text)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            // Flags, width, position, length, then the conversion letter.
            let specifier = rest.prefix { !"@dDuUxXoOfFeEgGcCsSpaA".contains($0) }
            rest = rest.dropFirst(specifier.count)
            guard !rest.isEmpty else { break }
            result += remaining.popFirst() ?? ""
            characters = rest.dropFirst()
        }
        return result + characters
    }

    /// The last word of an English phrase in the plural: "card" → "cards", "category" →
    /// "categories", "box" → "boxes".
    static func pluralized(_ text: String) -> String {
        guard let last = text.lastIndex(where: { $0.isLetter }) else { return text }
        let word = text[...last]
        let end = text[text.index(after: last)...]
        let lower = word.lowercased()
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies" + end
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" + end }
        return word + "s" + end
    }

    /// A type's name as words: `KanbanBoardDemo` → "Kanban board demo".
    public static func words(ofName name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty, result.last != " " {
                result += " " + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The name a placeholder speaks: the last part of what the code names (`photo.caption` →
    /// `caption`, `item.title()` → `title`), with its words apart (`userName` → `user name`);
    /// nil for what names nothing (an `if`, an expression with operators).
    static func readable(_ name: String) -> String? {
        var path = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        if path.hasSuffix("()") { path = String(path.dropLast(2)) }
        guard path.wholeMatch(of: /\$?[A-Za-z_][A-Za-z0-9_]*(\??\.[A-Za-z_][A-Za-z0-9_]*)*/) != nil,
              !["if", "switch", "guard", "nil"].contains(path) else { return nil }
        let last = path.split(separator: ".").last.map(String.init) ?? path
        var result = ""
        for character in last where character.isLetter || character.isNumber {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        return result.isEmpty ? nil : result
    }
}
