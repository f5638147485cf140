// SPDX-License-Identifier: GPL-3.0-or-later

/// A screen of a team's app read from its source: a view placed as its `#Preview` places it
/// (or with its own defaults), its elements in VoiceOver's order, and what acting on them
/// would change. Its state lives between readings: performing an action runs what the action's
/// closure changes (`corner = target`, `isSelecting = true`), and the next reading shows it.
public final class SourceScreen: @unchecked Sendable {
    /// The project.
    public let index: ProjectIndex
    /// The view shown.
    public let view: String
    /// The preview that places it, when one does.
    public let preview: SwiftPreview?
    /// The file the view is declared in (a position in the project).
    public let file: Int
    /// SwiftUI's environment as the screen reader sets it.
    public let environment: [String: SwiftValue]
    /// The elements, in reading order, as last read.
    public private(set) var elements: [ViewElement] = []
    /// Conditions a person flipped (as written): their `if`s and ternaries take the other branch.
    public var flips: Set<String> = []

    private let evaluator: Evaluator
    private let views: ViewEvaluator
    /// The root's scope, kept between readings so that its state persists.
    private var root: [EvalNode] = []
    private let home: Scope

    /// Why a screen could not be read.
    public enum Failure: Error, Sendable, Equatable {
        /// No view of that name in the project; the views it has.
        case noSuchView(String, [String])
        /// The files hold no view at all.
        case noView
    }

    /// Opens a view: by name, or (nil) the one the first preview of `file` places, else the
    /// first view `file` declares.
    public init(index: ProjectIndex, view: String?, file path: String?, environment: [String: SwiftValue]) throws(Failure) {
        self.index = index
        self.environment = environment
        let fileIndex = path.flatMap { wanted in index.files.firstIndex { $0.path == wanted } }
        var chosen = view
        var preview: SwiftPreview?
        if let view {
            guard index.isView(view) else { throw .noSuchView(view, index.viewNames.sorted()) }
            preview = index.files.flatMap(\.previews).first { Self.places(view, $0) }
        } else if let fileIndex {
            let file = index.files[fileIndex]
            preview = file.previews.first
            chosen = preview.flatMap { Self.placedView($0, index) } ?? file.types.first { index.isView($0.name) }?.name
        } else {
            chosen = index.viewNames.sorted().first
        }
        guard let name = chosen else { throw .noView }
        self.view = ProjectIndex.shortName(name)
        self.preview = preview
        self.file = index.file(of: name) ?? fileIndex ?? 0
        self.home = Scope(parent: nil, file: self.file)
        self.evaluator = Evaluator(index: index, environment: environment)
        self.views = ViewEvaluator(evaluator: evaluator)
        read()
    }

    /// Whether a preview places a view.
    static func places(_ view: String, _ preview: SwiftPreview) -> Bool {
        var found = false
        SwiftCalls.forEachCall(in: preview.statements) { if ProjectIndex.shortName($0) == ProjectIndex.shortName(view) { found = true } }
        return found
    }

    /// The first project view a preview places.
    static func placedView(_ preview: SwiftPreview, _ index: ProjectIndex) -> String? {
        var found: String?
        SwiftCalls.forEachCall(in: preview.statements) { if found == nil, index.isView($0) { found = $0 } }
        return found
    }

    /// Reads the screen again: places its views with the current state and makes the elements.
    public func read() {
        evaluator.flips = flips
        if root.isEmpty || true {
            if let preview, !preview.statements.isEmpty {
                root = views.nodes(preview.statements, in: home, file: file, id: view)
            } else {
                root = [views.place(view, [], in: home, file: file, at: .unknown, id: view)]
            }
        }
        elements = ElementBuilder(evaluator: evaluator).elements(root)
    }

    /// Performs an action: runs its closure, then reads the screen again. Returns the state
    /// it changed (the names its closure writes), empty when the source does not say.
    @discardableResult
    public func perform(_ action: ViewAction) -> [String] {
        guard let closure = action.closure else { return [] }
        let changed = StateEffects(index: index).changes(of: closure.body, in: closure.scope.type)
        _ = evaluator.invoke(closure, positional: [])
        read()
        return changed.sorted()
    }
}
