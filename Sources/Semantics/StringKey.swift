// SPDX-License-Identifier: GPL-3.0-or-later
import Localization

/// The catalog keys Rotor's code asks for by name. Demo content uses `demo.*` keys held in models.
public enum StringKey: String, Sendable, CaseIterable, CatalogKey {
    // Trait words, in VoiceOver's order.
    case traitSelected = "trait.selected"
    case traitDimmed = "trait.dimmed"
    case traitButton = "trait.button"
    case traitHeader = "trait.header"
    case traitLink = "trait.link"
    case traitAdjustable = "trait.adjustable"
    case traitImage = "trait.image"
    case actionsAvailable = "phrase.actionsAvailable"
    /// VoiceOver's hint after an element with named actions.
    case actionsHint = "phrase.actionsHint"
    /// What joins the items of a list in running text (", ").
    case listSeparator = "error.listSeparator"

    // Photo board.
    case screenPhotoBoard = "screen.photoBoard"
    case groupPhotoBoard = "group.photoBoard"
    case actionBringToFront = "action.bringToFront"

    // Photo grid.
    case screenPhotoGrid = "screen.photoGrid"
    case groupGridHeader = "group.gridHeader"
    case groupGridPhotos = "group.gridPhotos"
    case gridPrompt = "grid.prompt"
    case gridSelectedCount = "grid.selectedCount"
    case gridDone = "grid.done"
    case gridValueSelected = "grid.value.selected"
    case gridValueNotSelected = "grid.value.notSelected"
    case actionSelect = "action.select"

    // Deck fan.
    case screenDeckFan = "screen.deckFan"
    case groupDeckFan = "group.deckFan"
    case deckLabel = "deck.label"
    case deckFanned = "deck.value.fanned"
    case deckStacked = "deck.value.stacked"
    case deckHint = "deck.hint"

    // Kanban.
    case screenKanban = "screen.kanban"
    case kanbanCardCount = "kanban.cardCount"
    case kanbanDropHere = "kanban.dropHere"
    case actionMoveToColumn = "action.moveToColumn"
    case actionMoveUp = "action.moveUp"
    case actionMoveDown = "action.moveDown"
    case actionDelete = "action.delete"

    // Snap corner.
    case screenSnapCorner = "screen.snapCorner"
    case groupSnapCorner = "group.snapCorner"
    case snapTitle = "snap.title"
    case snapSubtitle = "snap.subtitle"
    case snapTile = "snap.tile"
    case cornerTopLeft = "corner.topLeft"
    case cornerTopRight = "corner.topRight"
    case cornerBottomLeft = "corner.bottomLeft"
    case cornerBottomRight = "corner.bottomRight"
    case actionMoveToCorner = "action.moveToCorner"
}
