// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Reporting

/// What a team tells the audit of its Swift sources, in `rotor-audit.json` at the folder's
/// top or given with `--config`:
///
/// ```json
/// { "components": { "FollowButton": "Button", "AvatarView": "Image" },
///   "rules": { "source-context-menu": "off", "source-image-label": "error" },
///   "exclude": ["Generated", "Tests"] }
/// ```
///
/// `components` says what the team's own views are to VoiceOver, as SwiftUI's (a `Button`
/// acts and is named by its label; an `Image` needs a label where it is placed); `rules`
/// switches a rule off or gives it another severity; `exclude` leaves out files or folders,
/// relative to the folder audited. Anything else is an error, so that a misspelt setting is
/// not silently ignored.
public struct SourceAuditConfiguration: Sendable, Hashable {
    /// The file's name at the top of the audited folder.
    public static let fileName = "rotor-audit.json"
    /// The settings a file may hold.
    public static let fields = ["components", "rules", "exclude"]
    /// What a team's view may be declared as.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Acts when activated, named by its label: taps inside it need no trait of their own.
        case button = "Button"
        /// A link: as a button.
        case link = "Link"
        /// A toggle: as a button.
        case toggle = "Toggle"
        /// An image: it needs a label (or to be hidden) where it is placed.
        case image = "Image"
        /// Text: read as it is.
        case text = "Text"
        /// Decoration: hidden from VoiceOver, never judged.
        case decorative = "Decorative"

        /// Whether a person acts on it.
        public var isControl: Bool { self == .button || self == .link || self == .toggle }
    }

    /// The team's views, by name, as SwiftUI's.
    public var components: [String: Role]
    /// Rules switched off or given another severity.
    public var rules: RuleSettings
    /// Files and folders left out, relative to the audited folder.
    public var exclude: [String]

    /// What is wrong with a configuration file; the executable words it.
    public enum Problem: Error, Sendable, Hashable {
        /// Not JSON, or not an object.
        case notAnObject
        /// A setting the file may not hold.
        case unknownField(String)
        /// A rule id the source audit does not have.
        case unknownRule(String)
        /// A value of the wrong kind: the setting and the value as written.
        case invalidValue(field: String, value: String)
    }

    /// No settings.
    public init(components: [String: Role] = [:], rules: RuleSettings = RuleSettings(), exclude: [String] = []) {
        self.components = components
        self.rules = rules
        self.exclude = exclude
    }

    /// Reads a configuration file's bytes.
    public init(json data: Data) throws(Problem) {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw .notAnObject
        }
        self.init()
        for name in root.keys.sorted() where !Self.fields.contains(name) { throw .unknownField(name) }
        if let value = root["components"] {
            guard let map = value as? [String: Any] else { throw .invalidValue(field: "components", value: Self.shown(value)) }
            for name in map.keys.sorted() {
                guard let word = map[name] as? String, let role = Role(rawValue: word) else {
                    throw .invalidValue(field: name, value: Self.shown(map[name] ?? ""))
                }
                components[name] = role
            }
        }
        if let value = root["rules"] {
            guard let map = value as? [String: Any] else { throw .invalidValue(field: "rules", value: Self.shown(value)) }
            var settings: [String: RuleSettings.Setting] = [:]
            for id in map.keys.sorted() {
                guard SourceRule(rawValue: id) != nil else { throw .unknownRule(id) }
                guard let word = map[id] as? String, let setting = RuleSettings.Setting(word: word) else {
                    throw .invalidValue(field: id, value: Self.shown(map[id] ?? ""))
                }
                settings[id] = setting
            }
            rules = RuleSettings(settings)
        }
        if let value = root["exclude"] {
            guard let list = value as? [Any], let paths = list as? [String] else {
                throw .invalidValue(field: "exclude", value: Self.shown(value))
            }
            exclude = paths
        }
    }

    /// Whether a path (relative to the audited folder) is left out.
    public func excludes(_ path: String) -> Bool {
        exclude.contains { pattern in
            let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            return path == trimmed || path.hasPrefix(trimmed + "/")
        }
    }

    /// A value as a message quotes it.
    static func shown(_ value: Any) -> String {
        if let text = value as? String { return text }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]),
           let text = String(data: data, encoding: .utf8) {
            return text
        }
        return String(describing: value)
    }
}
