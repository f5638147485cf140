// SPDX-License-Identifier: GPL-3.0-or-later
import SourceModel
internal import SwiftSyntax

extension Reading {
    /// Reads the declarations of a file or a `#if` clause at file level.
    mutating func declarations(_ items: CodeBlockItemListSyntax, in parent: String?, into index: inout SwiftFileIndex) {
        for item in items {
            switch item.item {
            case .decl(let decl): declaration(decl, in: parent, into: &index)
            case .expr(let expr):
                // `#Preview { … }` at file level is a macro expression statement.
                if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    index.previews.append(preview(name: macro.arguments, closure: macro.trailingClosure, at: point(macro)))
                }
            case .stmt: continue
            @unknown default: continue
            }
        }
    }

    /// Reads one declaration at file level or inside a type, adding it where it belongs.
    mutating func declaration(_ decl: DeclSyntax, in parent: String?, into index: inout SwiftFileIndex) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let node):
            type(node.name.text, .struct, node.inheritanceClause, node.attributes, node.memberBlock, node, in: parent, into: &index)
        case .classDecl(let node):
            type(node.name.text, .class, node.inheritanceClause, node.attributes, node.memberBlock, node, in: parent, into: &index)
        case .enumDecl(let node):
            type(node.name.text, .enum, node.inheritanceClause, node.attributes, node.memberBlock, node, in: parent, into: &index)
        case .actorDecl(let node):
            type(node.name.text, .actor, node.inheritanceClause, node.attributes, node.memberBlock, node, in: parent, into: &index)
        case .protocolDecl(let node):
            type(node.name.text, .protocol, node.inheritanceClause, node.attributes, node.memberBlock, node, in: parent, into: &index)
        case .extensionDecl(let node):
            type(
                node.extendedType.trimmedDescription, .extension, node.inheritanceClause, node.attributes, node.memberBlock, node,
                in: nil, into: &index
            )
        case .functionDecl(let node):
            index.functions.append(function(node))
        case .variableDecl(let node):
            index.properties += properties(node)
        case .ifConfigDecl(let node):
            for clause in node.clauses {
                switch clause.elements {
                case .statements(let items): declarations(items, in: parent, into: &index)
                case .decls(let members): for member in members { declaration(member.decl, in: parent, into: &index) }
                default: continue
                }
            }
        case .macroExpansionDecl(let node):
            if let preview = preview(node) { index.previews.append(preview) }
        case .importDecl(let node):
            index.imports.append(node.path.map(\.name.text).joined(separator: "."))
        default:
            return
        }
    }

    /// Reads a type and its members; nested types go into the index with qualified names.
    mutating func type(
        _ name: String, _ kind: SwiftType.Kind, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax,
        _ block: MemberBlockSyntax, _ node: some SyntaxProtocol, in parent: String?, into index: inout SwiftFileIndex
    ) {
        let qualified = parent.map { "\($0).\(name)" } ?? name
        var type = SwiftType(
            name: qualified, kind: kind,
            inherited: inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            attributes: attributeNames(attributes), at: point(node), endLine: endLine(node)
        )
        members(block.members, of: &type, into: &index)
        if type.inherited.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") }) {
            for property in type.properties where property.name == "previews" {
                index.previews.append(SwiftPreview(name: name, statements: property.getter ?? [], at: property.at))
            }
        }
        index.types.append(type)
    }

    /// Reads the members of a type (through `#if` clauses too).
    mutating func members(_ list: MemberBlockItemListSyntax, of type: inout SwiftType, into index: inout SwiftFileIndex) {
        for item in list {
            let decl = item.decl
            switch decl.as(DeclSyntaxEnum.self) {
            case .variableDecl(let node):
                type.properties += properties(node)
            case .functionDecl(let node):
                type.functions.append(function(node))
            case .initializerDecl(let node):
                type.initializers.append(initializer(node))
            case .enumCaseDecl(let node):
                type.cases += node.elements.map { SwiftEnumCase(name: $0.name.text, rawValue: $0.rawValue.map { expression($0.value) }) }
            case .ifConfigDecl(let node):
                for clause in node.clauses {
                    if case .decls(let members) = clause.elements { self.members(members, of: &type, into: &index) }
                }
            default:
                declaration(decl, in: type.name, into: &index)
            }
        }
    }

    /// The properties a `let` or `var` declares (one per binding).
    func properties(_ node: VariableDeclSyntax) -> [SwiftProperty] {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let isConstant = node.bindingSpecifier.text == "let"
        let attributes = attributeNames(node.attributes)
        let environmentKey = Self.environmentKey(node.attributes)
        var result: [SwiftProperty] = []
        var lastType: String?
        for binding in node.bindings.reversed() {
            // `let a, b: Int` gives both the type written last.
            let type = binding.typeAnnotation?.type.trimmedDescription ?? lastType
            lastType = type
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var getter: [SwiftStatement]?
            if let block = binding.accessorBlock {
                switch block.accessors {
                case .getter(let items):
                    getter = statements(items)
                case .accessors(let accessors):
                    if let get = accessors.first(where: { $0.accessorSpecifier.text == "get" }) {
                        getter = get.body.map { statements($0.statements) } ?? []
                    }
                @unknown default:
                    break
                }
            }
            var property = SwiftProperty(
                name: name, type: type, attributes: attributes, isStatic: isStatic, isConstant: isConstant,
                initializer: binding.initializer.map { expression($0.value) }, getter: getter,
                at: point(binding.pattern), endLine: endLine(node)
            )
            property.environmentKey = environmentKey
            result.append(property)
        }
        return result.reversed()
    }

    /// A function declaration.
    func function(_ node: FunctionDeclSyntax) -> SwiftFunction {
        SwiftFunction(
            name: node.name.text, parameters: parameters(node.signature.parameterClause),
            returnType: node.signature.returnClause?.type.trimmedDescription, attributes: attributeNames(node.attributes),
            isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) },
            body: node.body.map { statements($0.statements) }, at: point(node.name), endLine: endLine(node)
        )
    }

    /// An initialiser, as a function named `init`.
    func initializer(_ node: InitializerDeclSyntax) -> SwiftFunction {
        SwiftFunction(
            name: "init", parameters: parameters(node.signature.parameterClause), returnType: nil,
            attributes: attributeNames(node.attributes), isStatic: false,
            body: node.body.map { statements($0.statements) }, at: point(node.initKeyword), endLine: endLine(node)
        )
    }

    /// The parameters of a function or an initialiser.
    func parameters(_ clause: FunctionParameterClauseSyntax) -> [SwiftParameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName.text
            return SwiftParameter(
                label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first,
                type: parameter.type.trimmedDescription, defaultValue: parameter.defaultValue.map { expression($0.value) }
            )
        }
    }

    /// The names of attributes and property wrappers, without `@` or arguments (`State`, `Environment`).
    func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedDescription
        }
    }

    /// The environment value an `@Environment(\.key)` attribute reads: `key`.
    static func environmentKey(_ list: AttributeListSyntax) -> String? {
        for element in list {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
                  let path = first.expression.as(KeyPathExprSyntax.self) else { continue }
            return path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        }
        return nil
    }

    /// A `#Preview` macro, with its name when it has one.
    func preview(_ node: MacroExpansionDeclSyntax) -> SwiftPreview? {
        guard node.macroName.text == "Preview" else { return nil }
        return preview(name: node.arguments, closure: node.trailingClosure, at: point(node))
    }

    /// A preview from a `#Preview`'s arguments (its name, when the first is a string) and closure.
    func preview(name arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, at: SourcePoint) -> SwiftPreview {
        let name = arguments.first.flatMap { argument -> String? in
            guard argument.label == nil, case .string(let parts) = expression(argument.expression) else { return nil }
            return parts.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
        }
        return SwiftPreview(name: name, statements: closure.map { statements($0.statements) } ?? [], at: at)
    }
}
