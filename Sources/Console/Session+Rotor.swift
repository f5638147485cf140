// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TextSafety
import Widgets

/// The rotor, as VoiceOver has it: a unit chosen by turning it (Control-Right and Control-Left,
/// `rotor`), and Up and Down (`next-item`, `previous-item`) moving by that unit. Words and
/// characters move a review cursor through the focused element's phrase, or through the last
/// thing said after `review`; `character` and `word` (Space, with the rotor on them) say where
/// it is, and said twice in a row spell it.
extension Session {
    /// The units the rotor offers on this screen now: every screen's, and the selected photos
    /// while the grid has some.
    var rotorUnits: [RotorUnit] {
        RotorUnit.allCases.filter { unit in
            guard unit == .selected else { return true }
            if case .photoGrid(let grid) = document { return !grid.selection.isEmpty }
            return false
        }
    }

    /// `rotor`: the next unit; `rotor previous`; `rotor UNIT`: that unit. Says the unit's name.
    mutating func turnRotor(_ argument: String) -> Reply {
        let units = rotorUnits
        let wanted = argument.lowercased()
        let unit: RotorUnit
        switch wanted {
        case "", "next", "previous":
            let step = wanted == "previous" ? -1 : 1
            let index = units.firstIndex(of: rotorUnit) ?? -1
            unit = units[(index + step + units.count) % units.count]
        default:
            guard let named = RotorUnit(rawValue: wanted), units.contains(named) else {
                return invalid(argument, valid: units.map(\.rawValue))
            }
            unit = named
        }
        rotorUnit = unit
        return Reply([text(unit.nameKey)])
    }

    /// Up and Down: one step by the rotor's unit.
    mutating func moveByUnit(_ step: Int) -> Reply {
        if !rotorUnits.contains(rotorUnit) { rotorUnit = .actions }
        switch rotorUnit {
        case .actions: return cycleAction(by: step)
        case .containers: return moveGroup(by: step)
        case .lines: return move(by: step)
        case .words: return moveReview(by: step, words: true)
        case .characters: return moveReview(by: step, words: false)
        case .selected: return moveToSelected(by: step)
        }
    }

    /// Space: what the rotor is on: the character or word under the review cursor, else the
    /// focused element.
    mutating func sayCurrentItem(repeated: Bool) -> Reply {
        switch rotorUnit {
        case .characters: return sayCharacter(repeated: repeated)
        case .words: return sayWord(repeated: repeated)
        default: return Reply(focusedUtterances())
        }
    }

    /// `character`: the character under the review cursor; the second time in a row, with its
    /// phonetic word ("K, kilo").
    mutating func sayCharacter(repeated: Bool) -> Reply {
        guard settleReview(), let character = review?.character else { return Reply([text(.consoleNothingToReview)], isError: true) }
        guard repeated else { return characterReply(character) }
        let spelling = Spelling(strings: strings, language: environment.language)
        guard let word = spelling.phoneticWord(of: character) else { return characterReply(character) }
        return Reply([text(.consolePhonetic(String(character), word))])
    }

    /// `word`: the word under the review cursor; the second time in a row, spelled.
    mutating func sayWord(repeated: Bool) -> Reply {
        guard settleReview(), let word = review?.word else { return Reply([text(.consoleNothingToReview)], isError: true) }
        return repeated ? spelled(word) : Reply([word])
    }

    /// `spell`: the focused element's label, letter by letter.
    func spellFocused() -> Reply {
        guard let node = focused else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        return spelled(BidiIsolation.removingControls(node.label))
    }

    /// `review`: the review cursor goes to the start of the last thing said (before this
    /// command), and the rotor to words unless it is on characters; says the first word.
    mutating func reviewLastSaid() -> Reply {
        let said = lastContent.map(BidiIsolation.removingControls).joined(separator: " ")
        guard !said.isEmpty else { return Reply([text(.consoleNothingToReview)], isError: true) }
        review = ReviewCursor(source: .lastSaid, text: said)
        if !rotorUnit.reviewsText { rotorUnit = .words }
        return moveReview(by: 1, words: rotorUnit == .words)
    }

    /// A character or word step of the review cursor; at either end the edge sound, and the
    /// character or word it stays on.
    private mutating func moveReview(by step: Int, words: Bool) -> Reply {
        syncReviewWithFocus()
        guard var cursor = review else { return Reply([text(.consoleNothingToReview)], isError: true) }
        let moved = words ? cursor.moveWord(by: step) : cursor.moveCharacter(by: step)
        review = cursor
        var reply: Reply
        if words {
            guard let word = cursor.word else { return Reply([text(.consoleNothingToReview)], isError: true) }
            reply = Reply([word])
        } else {
            guard let character = cursor.character else { return Reply([text(.consoleNothingToReview)], isError: true) }
            reply = characterReply(character)
        }
        if !moved { reply.sounds = [.edge] }
        return reply
    }

    /// A character as a reply: printed as it is (a space as the word for it), named by the
    /// voice (punctuation too, a capital higher).
    func characterReply(_ character: Character) -> Reply {
        if character.isWhitespace { return Reply([text(.consoleEchoSpace)]) }
        var reply = Reply([String(character)])
        reply.spokenAs[0] = [Reply.SpokenPart(String(character), isCharacter: true)]
        return reply
    }

    /// A text spelled: printed letter by letter with spaces between ("K y o t o"), and spoken
    /// letter by letter, each by its name in the session's language ("קוֹף" for ק), a capital
    /// as "capital K", a letter with no name named by the voice.
    func spelled(_ word: String) -> Reply {
        let spelling = Spelling(strings: strings, language: environment.language)
        let characters = Array(word)
        guard !characters.isEmpty else { return Reply([text(.consoleNothingToReview)], isError: true) }
        let space = text(.consoleEchoSpace)
        let printed = characters.map { $0.isWhitespace ? space : String($0) }.joined(separator: " ")
        let parts = characters.map { character -> Reply.SpokenPart in
            if character.isWhitespace { return Reply.SpokenPart(space, isCharacter: false) }
            guard let name = spelling.name(of: character) else { return Reply.SpokenPart(String(character), isCharacter: true) }
            let isCapital = character.isUppercase && String(character).lowercased() != String(character)
            let said = isCapital ? strings.text(CatalogText.consoleCapital(name), environment.language, isolating: false) : name
            return Reply.SpokenPart(said, isCharacter: false)
        }
        var reply = Reply([printed])
        reply.spokenAs[0] = parts
        return reply
    }

    /// The review on the focused element's phrase, unless it already is there (or reviewing
    /// the last thing said): a new element, or a phrase that changed, starts a new review.
    private mutating func syncReviewWithFocus() {
        if case .lastSaid? = review?.source { return }
        guard let node = focused else {
            review = nil
            return
        }
        let phraseText = BidiIsolation.removingControls(phrase.spoken(node, environment.language, verbosity: settings.verbosity))
        if let review, review.source == .element(node.id), review.text == Array(phraseText) { return }
        review = ReviewCursor(source: .element(node.id), text: phraseText)
    }

    /// The review synced with the focus and on a character; false when there is nothing to review.
    private mutating func settleReview() -> Bool {
        syncReviewWithFocus()
        guard var cursor = review, cursor.settle() else { return false }
        review = cursor
        return true
    }

    /// The next or previous selected photo of the grid, from the focus.
    private mutating func moveToSelected(by step: Int) -> Reply {
        guard case .photoGrid(let grid) = document else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let positions = grid.selection.compactMap { tree.position(of: .photo($0)) }.sorted()
        let here = focusIndex ?? -1
        let target = step > 0 ? positions.first { $0 > here } : positions.last { $0 < here }
        guard let target else {
            return Reply([text(step > 0 ? .consoleLastSelected : .consoleFirstSelected)], sounds: [.edge])
        }
        return jump(toElementAt: target)
    }
}
