// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Reporting
import Documents
import Semantics
import Widgets

/// Where findings point: the board file's object of the element, or, on a demo (or for a
/// missing translation), the catalog entry of the element's words.
extension Auditor {
    /// Gives every finding of the report its location.
    func locate(_ report: inout AuditReport, in targets: [AuditTarget]) {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let catalog = catalogPositions()
        for index in report.checks.indices {
            for position in report.checks[index].findings.indices {
                let finding = report.checks[index].findings[position]
                report.checks[index].findings[position].location = location(of: finding, byName[finding.scope.screen ?? ""], catalog)
            }
        }
    }

    private func location(of finding: AuditFinding, _ target: AuditTarget?, _ catalog: [String: TextPosition]) -> SourceLocation? {
        func inCatalog(_ key: String) -> SourceLocation? {
            guard let path = catalogFile?.path else { return nil }
            let position = catalog[key] ?? TextPosition(line: 1, column: 1)
            return SourceLocation(path: path, line: position.line, column: position.column)
        }
        guard let target else { return inCatalog(finding.element) }
        if let file = target.file, let positions = target.positions {
            let position = NodeID(finding.element).flatMap(Self.item).flatMap { positions.items[$0] } ?? positions.root
            return SourceLocation(path: file, line: position.line, column: position.column)
        }
        return inCatalog(Self.catalogKey(of: NodeID(finding.element), in: target.document))
    }

    /// The item of a board file an element stands for.
    private static func item(_ id: NodeID) -> DocumentPositions.Item? {
        switch id {
        case .card(let card): .card(card)
        case .column(let column), .columnEmpty(let column): .column(column)
        case .photo(let photo): .photo(photo)
        default: nil
        }
    }

    /// The catalog entry of the words an element of a demo reads: its caption or title, or the
    /// component's own word; the screen's name when the element is none of those.
    static func catalogKey(of id: NodeID?, in document: Document) -> String {
        func key(_ text: LocalizableText?) -> String? {
            if case .catalog(let key, _)? = text { return key }
            return nil
        }
        switch (id, document) {
        case (.photo(let photo)?, .photoBoard(let board)):
            return key(board.photos.first { $0.id == photo }?.caption) ?? CatalogText.screenPhotoBoard.key
        case (.photo(let photo)?, .photoGrid(let grid)):
            return key(grid.photos.first { $0.id == photo }?.label) ?? CatalogText.screenPhotoGrid.key
        case (.card(let card)?, .kanban(let board)):
            return key(board.card(id: card)?.title) ?? CatalogText.screenKanban.key
        case (.column(let column)?, .kanban(let board)):
            return key(board.columns.first { $0.id == column }?.title) ?? CatalogText.screenKanban.key
        case (.columnEmpty?, _): return CatalogText.kanbanDropHere.key
        case (.gridHeader?, _): return CatalogText.gridPrompt.key
        case (.gridDone?, _): return CatalogText.gridDone.key
        case (.deck?, _): return CatalogText.deckLabel.key
        case (.snapTitle?, _): return CatalogText.snapTitle.key
        case (.snapSubtitle?, _): return CatalogText.snapSubtitle.key
        case (.tile?, _): return CatalogText.snapTile("").key
        default:
            switch document {
            case .photoBoard: return CatalogText.screenPhotoBoard.key
            case .photoGrid: return CatalogText.screenPhotoGrid.key
            case .deckFan: return CatalogText.screenDeckFan.key
            case .kanban: return CatalogText.screenKanban.key
            case .snapCorner: return CatalogText.screenSnapCorner.key
            // A view read from its source is audited at its lines (the source audit); a board
            // audit of one points at its title, as for the demos.
            case .source(let view): return view.name
            }
        }
    }

    /// Where the catalog file writes each entry's key.
    private func catalogPositions() -> [String: TextPosition] {
        guard let bytes = catalogFile?.bytes, let (_, positions) = try? JSONParser.parseKeepingPositions(bytes) else { return [:] }
        var keys: [String: TextPosition] = [:]
        for (path, position) in positions.byPath where path.count == 2 && path[0] == .key("strings") {
            if case .key(let key) = path[1] { keys[key] = position }
        }
        return keys
    }
}
