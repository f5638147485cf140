// SPDX-License-Identifier: GPL-3.0-or-later

/// Every file of a project read together: types with their extensions merged, free functions,
/// and which types are views. What a rule asks of "the whole project" it asks here.
public struct ProjectIndex: Sendable {
    /// The files, in the order read.
    public let files: [SwiftFileIndex]
    /// Each type's declaration and extensions, by its last name component (`Card` for `Board.Card`).
    private let typeParts: [String: [TypePart]]
    /// Free functions by name.
    private let freeFunctions: [String: [FunctionPart]]
    /// Names of the types that are views.
    public let viewNames: Set<String>
    /// Whether the project is a Mac app's: it imports AppKit and never UIKit. VoiceOver on the
    /// Mac opens any element's context menu itself (VO-Shift-M).
    public var isMacOnly: Bool {
        let imports = Set(files.flatMap(\.imports))
        return imports.contains("AppKit") && !imports.contains("UIKit")
    }

    /// Whether a type of the project wraps a UIKit or AppKit view or controller, which brings
    /// its own accessibility (`NSPopUpButton` in an `NSViewRepresentable`).
    public func isRepresentable(_ name: String) -> Bool {
        parts(of: name).contains { part in
            part.type.inherited.contains { $0.hasSuffix("ViewRepresentable") || $0.hasSuffix("ViewControllerRepresentable") }
        }
    }

    /// Names of the types whose body places views without being one: apps and scenes.
    public let sceneNames: Set<String>

    /// A type declaration or extension and the file it is in.
    public struct TypePart: Sendable {
        /// The file's position in ``files``.
        public var file: Int
        /// The declaration.
        public var type: SwiftType
    }

    /// A function and the file it is in.
    public struct FunctionPart: Sendable {
        /// The file's position in ``files``.
        public var file: Int
        /// The function.
        public var function: SwiftFunction
    }

    /// A property and the file it is in.
    public struct PropertyPart: Sendable {
        /// The file's position in ``files``.
        public var file: Int
        /// The property.
        public var property: SwiftProperty
    }

    /// Indexes files.
    public init(files: [SwiftFileIndex]) {
        self.files = files
        var types: [String: [TypePart]] = [:]
        var functions: [String: [FunctionPart]] = [:]
        for (position, file) in files.enumerated() {
            for type in file.types {
                types[Self.shortName(type.name), default: []].append(TypePart(file: position, type: type))
            }
            for function in file.functions {
                functions[function.name, default: []].append(FunctionPart(file: position, function: function))
            }
        }
        self.typeParts = types
        self.freeFunctions = functions
        var views: Set<String> = []
        for (name, parts) in types where parts.contains(where: Self.declaresView) {
            views.insert(name)
        }
        self.viewNames = views
        var scenes: Set<String> = []
        for (name, parts) in types where !views.contains(name) && parts.contains(where: Self.declaresScene) {
            scenes.insert(name)
        }
        self.sceneNames = scenes
    }

    /// Whether a declaration is an app or a scene: its body places the first views.
    private static func declaresScene(_ part: TypePart) -> Bool {
        let type = part.type
        if type.inherited.contains(where: { ["App", "Scene", "SwiftUI.App", "SwiftUI.Scene"].contains($0) }) { return true }
        return type.properties.contains { $0.name == "body" && ($0.type ?? "").contains("Scene") && $0.getter != nil }
    }

    /// The last component of a qualified type name, generic arguments dropped: `Card` for
    /// `Board.Card`, `Row` for `Row<Content>`.
    public static func shortName(_ name: String) -> String {
        let base = name.split(separator: "<").first.map(String.init) ?? name
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// Whether a declaration makes its type a view: it conforms to `View` (or a protocol of
    /// SwiftUI's that is one), or it has a `body` that is `some View`.
    private static func declaresView(_ part: TypePart) -> Bool {
        let type = part.type
        guard type.kind != .protocol else { return false }
        if type.inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) }) { return true }
        return type.properties.contains { $0.name == "body" && ($0.type ?? "").contains("View") && $0.getter != nil }
    }

    /// Whether a name is a view type of the project.
    public func isView(_ name: String) -> Bool {
        viewNames.contains(Self.shortName(name))
    }

    /// Whether a name is a type of the project.
    public func isType(_ name: String) -> Bool {
        typeParts[Self.shortName(name)] != nil
    }

    /// The declaration and extensions of a type.
    public func parts(of type: String) -> [TypePart] {
        typeParts[Self.shortName(type)] ?? []
    }

    /// Every type name the project declares.
    public var typeNames: [String] {
        typeParts.keys.sorted()
    }

    /// A property of a type (in its declaration or an extension).
    public func property(_ name: String, of type: String) -> PropertyPart? {
        for part in parts(of: type) {
            if let property = part.type.properties.first(where: { $0.name == name }) {
                return PropertyPart(file: part.file, property: property)
            }
        }
        return nil
    }

    /// The methods of a type with a name (overloads included).
    public func functions(_ name: String, of type: String) -> [FunctionPart] {
        parts(of: type).flatMap { part in
            part.type.functions.filter { $0.name == name }.map { FunctionPart(file: part.file, function: $0) }
        }
    }

    /// The free functions with a name.
    public func freeFunctions(_ name: String) -> [FunctionPart] {
        freeFunctions[name] ?? []
    }

    /// A file-level property (a global constant or variable).
    public func globalProperty(_ name: String) -> PropertyPart? {
        for (position, file) in files.enumerated() {
            if let property = file.properties.first(where: { $0.name == name }) {
                return PropertyPart(file: position, property: property)
            }
        }
        return nil
    }

    /// The stored properties of a type, in declaration order (the memberwise initialiser's order).
    public func storedProperties(of type: String) -> [SwiftProperty] {
        parts(of: type).filter { $0.type.kind != .extension }.flatMap { $0.type.properties }
            .filter { $0.getter == nil && !$0.isStatic }
    }

    /// The file a type is declared in (not an extension's), or its first extension's.
    public func file(of type: String) -> Int? {
        let parts = parts(of: type)
        return (parts.first { $0.type.kind != .extension } ?? parts.first)?.file
    }
}
