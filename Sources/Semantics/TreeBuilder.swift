// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Widgets

/// Builds the accessibility tree VoiceOver would see for a document: a pure function of the
/// document and the environment, the same bytes for the same input.
public struct TreeBuilder: Sendable {
    public let strings: Strings
    /// Where views read from a team's source come from, for a `.source` document.
    public var sources: SourceTree?
    /// Kanban cards' heights by chunk, shared by the trees this builder makes.
    let cardHeights = CardHeights()
    /// Kanban columns' layouts by column, shared likewise.
    let columnLayouts = ColumnLayouts()

    /// Creates a builder that takes its words from `strings`.
    public init(strings: Strings = .builtIn) {
        self.strings = strings
    }

    /// The tree of a document.
    public func tree(for document: Document, in environment: Environment) -> AccessibilityTree {
        switch document {
        case .photoBoard(let board): photoBoardTree(board, environment)
        case .photoGrid(let grid): photoGridTree(grid, environment)
        case .deckFan(let deck): deckFanTree(deck, environment)
        case .kanban(let board): kanbanTree(board, environment)
        case .snapCorner(let tile): snapCornerTree(tile, environment)
        case .source(let view): sources?.tree(view, environment) ?? AccessibilityTree(title: view.name, groups: [])
        }
    }

    /// The words of a model's text: the person's own, or the catalog's.
    public func resolve(_ text: LocalizableText, _ language: Language) -> String {
        switch text {
        case .verbatim(let words): words
        case .catalog(let key, let number): strings.text(key, language, number: number)
        }
    }

    func word(_ text: CatalogText, _ environment: Environment) -> String {
        strings.text(text, environment.language)
    }
}
