// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import SourceModel

extension SourceAuditor {
    /// A control, or an element with a gesture or an action, that VoiceOver cannot reach: hidden
    /// by itself or by a node around it, or inside an element that ignores its children and
    /// offers no action of its own. What nobody can act on (disabled, transparent, without hit
    /// testing) is left alone.
    func hiddenFindings(_ element: SourceElement) -> [SourceFinding] {
        let node = element.node
        let interactive = element.isControl(node) || SourceModifiers.hasAction(node)
            || !gestures(of: node, in: element.view).filter { $0.kind != .contextMenu }.isEmpty
        guard interactive, !SourceModifiers.isInert(node), element.around(SourceModifiers.isInert) == nil else { return [] }
        let hiders = [node] + element.walk.ancestors.reversed()
        for (depth, hider) in hiders.enumerated() {
            guard let modifier = SourceModifiers.hidingModifier(hider) else { continue }
            // Hidden on purpose when what is around it does the same: a row whose tap toggles
            // what its small, hidden button toggles.
            let changed = effects.changes(of: SourceModifiers.actionClosures(node), in: element.view)
            let outside = hiders.dropFirst(depth + 1)
            let duplicated = outside.contains { around in
                !effects.changes(of: SourceModifiers.actionClosures(around), in: element.view).isDisjoint(with: changed)
            }
            if !changed.isEmpty && duplicated { return [] }
            return [finding(
                .hiddenInteractive, .source(.hiddenInteractive, [.text(element.description), .line(modifier.at.line)]),
                file: node.file, at: node.at, element, detail: "hidden"
            )]
        }
        guard element.isControl(node) else { return [] }
        for ancestor in element.walk.ancestors.reversed() where SourceModifiers.grouping(ancestor) == "ignore" {
            if SourceModifiers.hasAction(ancestor) || SourceModifiers.hasButtonTrait(ancestor) || element.isControl(ancestor)
                || ancestor.has(["onTapGesture"]) {
                return []
            }
            let line = ancestor.modifiers.last { $0.name == "accessibilityElement" }?.at.line ?? ancestor.at.line
            return [finding(
                .hiddenInteractive, .warning, .source(.ignoredInteractive, [.text(element.description), .line(line)]),
                file: node.file, at: node.at, element, detail: "ignored"
            )]
        }
        return []
    }

    /// An image VoiceOver reads badly: an asset or data image with no label (its asset name, or
    /// only "Image", is heard), a file or asset name as what is heard, an SF Symbol to review.
    /// SwiftLint's exemptions hold: `Image(decorative:)`, `Image(_:label:)`, a label, hidden
    /// (itself or around), inside an element that has a label or ignores its children, a
    /// Label's icon, inside a control whose label has text.
    func imageFindings(_ element: SourceElement) -> [SourceFinding] {
        let node = element.node
        let role = element.role(of: node)
        guard (node.kind == .system && node.name == "Image") || role == .image else { return [] }
        let first = node.arguments.first { !$0.trailing }
        if first?.label == "decorative" || node.argument("label") != nil { return [] }
        if SourceModifiers.hasLabel(node) || SourceModifiers.hidingModifier(node) != nil { return [] }
        for ancestor in element.walk.ancestors.reversed() {
            // Inside an element that says its own label, or hides or ignores its children.
            if SourceModifiers.hidingModifier(ancestor) != nil || SourceModifiers.grouping(ancestor) == "ignore"
                || SourceModifiers.hasLabel(ancestor) {
                return []
            }
            if ancestor.kind == .system && ancestor.name == "Label" { return [] }
            if element.isControl(ancestor) && (SourceModifiers.hasLabel(ancestor) || Self.hasText(ancestor)) { return [] }
        }
        // A view's root image may be labelled where the view is placed.
        if element.walk.ancestors.allSatisfy({ $0.kind == .group || $0.kind == .conditional }),
           case .found = element.ask({ SourceModifiers.hasLabel($0) || SourceModifiers.hidingModifier($0) != nil }) {
            return []
        }
        let interactive = !gestures(of: node, in: element.view).isEmpty || element.around(element.isControl) != nil
        let severity: Severity = interactive ? .error : .warning
        switch first?.label {
        case "systemName"?:
            let symbol = SourceModifiers.literal(first?.value) ?? SwiftExprText.text(first?.value ?? .none)
            return [finding(
                .imageLabel, .review, .source(.symbolWithoutLabel, [.text(element.description)]), file: node.file, at: node.at,
                element, detail: symbol
            )]
        case nil where role != .image:
            guard let value = first?.value else { return [] }
            if let name = SourceModifiers.literal(value) {
                if FileNameLabel.matches(name) {
                    return [finding(.fileNameLabel, .source(.fileNameLabel, [.text(name)]), file: node.file, at: node.at, element, detail: name)]
                }
                return [finding(
                    .imageLabel, severity, .source(.imageWithoutLabel, [.text(element.description)]), file: node.file, at: node.at,
                    element, detail: name
                )]
            }
            let name = SwiftExprText.text(value)
            return [finding(
                .imageLabel, severity, .source(.imageWithoutLabel, [.text("Image(" + name + ")")]), file: node.file, at: node.at,
                element, detail: name
            )]
        case "uiImage"?, "nsImage"?, "cgImage"?:
            // VoiceOver says only "Image".
            return [finding(.imageLabel, severity, .source(.imageFromData, []), file: node.file, at: node.at, element, detail: "data")]
        default:
            if role == .image {
                return [finding(
                    .imageLabel, severity, .source(.componentImageWithoutLabel, [.text(node.name)]), file: node.file, at: node.at,
                    element, detail: node.name
                )]
            }
            // An initialiser of the team's (`Image(symbol:)`): what VoiceOver reads depends on it.
            return [finding(
                .imageLabel, severity, .source(.imageUnlabelled, [.text(element.description)]), file: node.file, at: node.at,
                element, detail: element.description
            )]
        }
    }

    /// Whether a control has text of its own: a title argument, or a `Text` or `Label` in its
    /// label.
    static func hasText(_ control: ViewNode) -> Bool {
        if let first = control.arguments.first, !first.trailing, first.label == nil {
            if case .string = first.value { return true }
            if case .call(.name("Text"), _, _) = first.value { return true }
            if case .name = first.value { return true }
        }
        var found = false
        for child in control.children {
            ViewGraph.walk(child) { node, _ in
                if node.kind == .system && ["Text", "Label"].contains(node.name) { found = true }
            }
        }
        return found
    }

    /// The content rules on the texts written in the code: an empty label, a label that is a
    /// file name, one that repeats a trait word, a hint that repeats the label or names a
    /// gesture. A text that looks like a catalog key (`status.action.share`) is left to
    /// `rotor l10n check`.
    func labelFindings(_ element: SourceElement) -> [SourceFinding] {
        let node = element.node
        var found: [SourceFinding] = []
        let labelModifier = node.modifiers.last { $0.name == "accessibilityLabel" }
        var label = SourceModifiers.literal(labelModifier?.argument(nil))
        let labelAt = labelModifier?.at ?? node.at
        if label == nil, element.isControl(node), let first = node.arguments.first, !first.trailing, first.label == nil {
            label = SourceModifiers.literal(first.value)
            // A text field's prompt is read where its title is empty.
            if label.map(Auditor.isBlank) == true, let prompt = node.argument("prompt"), SourceModifiers.literal(prompt).map(Auditor.isBlank) != true {
                label = nil
            }
        }
        if let label {
            // A control titled "" inside `LabeledContent("Width") { … }` is named by it.
            // A segmented picker reads each segment, never its title.
            let named = element.around { $0.kind == .system && $0.name == "LabeledContent" && !Self.untitled($0) } != nil
                || node.modifiers.contains { $0.name == "pickerStyle" && SwiftExprText.text($0.argument(nil) ?? .none).contains("segmented") }
            if Auditor.isBlank(label) && !named {
                found.append(finding(.emptyLabel, .shared(.emptyLabel, []), file: node.file, at: labelAt, element, detail: "label"))
            } else if FileNameLabel.isFileOrCameraName(label) || (!Self.looksLikeKey(label) && FileNameLabel.matches(label)) {
                found.append(finding(.fileNameLabel, .source(.fileNameLabel, [.text(label)]), file: node.file, at: labelAt, element, detail: label))
            } else if !Self.looksLikeKey(label) {
                let labelWords = Auditor.words(label)
                for trait in words.traits where Auditor.contains(labelWords, trait.word) && has(trait.key, element) {
                    found.append(finding(
                        .traitInLabel, .shared(.traitInLabel, [.text(label), .word(trait.key)]), file: node.file, at: labelAt, element,
                        detail: label
                    ))
                    break
                }
            }
        }
        guard let hintModifier = node.modifiers.last(where: { $0.name == "accessibilityHint" }),
              let hint = SourceModifiers.literal(hintModifier.argument(nil)), !Self.looksLikeKey(hint) else { return found }
        let hintWords = Auditor.words(hint)
        if let label, !hintWords.isEmpty, hintWords == Auditor.words(label) {
            found.append(finding(.hintRepeatsLabel, .shared(.hintRepeatsLabel, [.text(hint)]), file: node.file, at: hintModifier.at, element, detail: hint))
        }
        if let gesture = words.gestures.first(where: { Auditor.contains(hintWords, $0) }) {
            found.append(finding(
                .hintGesture, .shared(.hintNamesGesture, [.text(hint), .text(gesture.joined(separator: " "))]), file: node.file,
                at: hintModifier.at, element, detail: hint
            ))
        }
        return found
    }

    /// Whether a view has no title of its own: no first argument, or an empty string.
    static func untitled(_ node: ViewNode) -> Bool {
        guard let first = node.arguments.first(where: { !$0.trailing }) else {
            return !node.arguments.contains { $0.label == "label" }
        }
        return SourceModifiers.literal(first.value).map(Auditor.isBlank) ?? false
    }

    /// Whether the element has the trait a trait word names.
    func has(_ trait: CatalogText, _ element: SourceElement) -> Bool {
        let node = element.node
        switch trait {
        case .traitButton:
            return ["Button", "Menu", "Toggle", "EditButton", "PasteButton"].contains(node.name) && node.kind == .system
                || element.role(of: node) == .button || SourceModifiers.addsTrait(node, "isButton")
        case .traitLink:
            return (node.kind == .system && ["Link", "NavigationLink"].contains(node.name)) || SourceModifiers.addsTrait(node, "isLink")
        case .traitHeader:
            return SourceModifiers.addsTrait(node, "isHeader")
        case .traitImage:
            return (node.kind == .system && node.name == "Image") || SourceModifiers.addsTrait(node, "isImage")
        case .traitAdjustable:
            return (node.kind == .system && ["Slider", "Stepper"].contains(node.name)) || SourceModifiers.hasAdjustable(node)
        default:
            return false
        }
    }

    /// Whether a text is a catalog key rather than words: no spaces, and dots or underscores
    /// between its parts (`status.action.share`, `settings_title`).
    static func looksLikeKey(_ text: String) -> Bool {
        !text.contains(" ") && (text.contains(".") || text.contains("_")) && text.count > 2
    }
}
