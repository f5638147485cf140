// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Semantics
import TextSafety
import Widgets

extension Session {
    /// Next or previous element; at either end it stays and says so.
    mutating func move(by step: Int) -> Reply {
        guard let index = focusIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let target = index + step
        guard target >= 0, target < tree.count else {
            if tour, let next = neighbourScreen(step) {
                var reply = switchScreen(to: next, first: true)
                if step < 0, tree.count > 0 {
                    reply = Reply([screenTitle] + jump(toElementAt: tree.count - 1).utterances, sounds: [.screen])
                }
                return reply
            }
            return Reply([text(step > 0 ? .consoleLastElement : .consoleFirstElement)], sounds: [.edge])
        }
        return jump(toElementAt: target)
    }

    /// Focuses the element at a position in reading order and reads it.
    mutating func jump(toElementAt position: Int) -> Reply {
        guard position >= 0, position < tree.count else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let id = tree.id(at: position)
        if id != focusID { chosenAction = nil }
        focus(on: id, at: position)
        return Reply(focusedUtterances())
    }

    /// The first element of the next or previous group: a Kanban column, the grid, the board.
    mutating func moveGroup(by step: Int) -> Reply {
        guard let group = groupIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let target = group + step
        guard target >= 0, target < tree.groupCount, tree.heading(ofGroup: target).count > 0 else {
            return Reply([text(step > 0 ? .consoleLastGroup : .consoleFirstGroup)], sounds: [.edge])
        }
        return jump(toElementAt: tree.start(ofGroup: target))
    }

    /// Screen, group and position among the group's elements of the same kind: "Kanban board,
    /// Done, 1 of 1" on the one card of Done (the header and "Drop cards here" are not counted);
    /// a header or other static text has no position. Then the place on screen in words ("right
    /// column"), and on the photo board whether the photo is in front.
    func whereAmI() -> Reply {
        guard let index = focusIndex else { return Reply([screenTitle, text(.consoleEmptyScreen)]) }
        let group = tree.group(ofElementAt: index)
        let heading = tree.heading(ofGroup: group)
        let node = tree.element(at: index)
        let said: String
        if node.traits.contains(.staticText) {
            said = text(.consoleWhereNoPosition(screenTitle, heading.label))
        } else {
            let position = self.position(ofElementAt: index, inGroup: group)
            said = text(.consoleWhere(screenTitle, heading.label, number(position.index), number(position.count)))
        }
        guard let place = place(of: node) else { return Reply([said]) }
        return Reply([said, place])
    }

    /// Where an element is among its group's elements that are not static text, counted from 1,
    /// and how many those are: the static texts are few (headers, placeholders), so a column of
    /// 100,000 cards is counted without building its cards.
    func position(ofElementAt index: Int, inGroup group: Int) -> (index: Int, count: Int) {
        let start = tree.start(ofGroup: group)
        let end = start + tree.heading(ofGroup: group).count
        let statics = tree.staticTexts().compactMap { tree.position(of: $0.id) }.filter { $0 >= start && $0 < end }
        return (index - start + 1 - statics.filter { $0 < index }.count, end - start - statics.count)
    }

    /// Say-all: every element from the focused one to the end, each focused as it is heard.
    func readAll() -> Reply {
        guard let index = focusIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        var reply = Reply()
        reply.sayAll = tree.elements[index...].map { Reply.SayAllItem(id: $0.id, utterances: utterances(of: $0)) }
        return reply
    }

    /// Say-all of the focused element's group (a Kanban column, the grid, the board): from its
    /// heading to its last element, and no further; the focus follows the voice.
    func readGroup() -> Reply {
        guard let group = groupIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let start = tree.start(ofGroup: group)
        let end = start + tree.heading(ofGroup: group).count
        var reply = Reply()
        reply.sayAll = (start..<end).map { position in
            let node = tree.element(at: position)
            return Reply.SayAllItem(id: node.id, utterances: utterances(of: node))
        }
        return reply
    }

    /// The names of the screen's groups, as `column` takes them: the columns' titles.
    var groupNames: [String] {
        (0..<tree.groupCount).map { BidiIsolation.removingControls(tree.heading(ofGroup: $0).label) }
    }

    /// `column NAME|N`: the first element of a group (a column's header), by its number counted
    /// from 1 or its name (any case, a beginning of it, or words in it).
    mutating func goToGroup(_ name: String) -> Reply {
        let names = groupNames
        var found: Int?
        if let number = Int(Self.asciiDigits(Command.trimmingSpaces(name))) {
            guard number >= 1, number <= names.count else {
                return Reply([text(.consoleOutOfRange(name, self.number(1), self.number(names.count)))], isError: true)
            }
            found = number - 1
        } else {
            let wanted = Self.matchable(name)
            let matchable = names.map(Self.matchable)
            let exact = matchable.indices.filter { matchable[$0] == wanted }
            let begun = exact.isEmpty ? matchable.indices.filter { matchable[$0].hasPrefix(wanted) } : exact
            let worded = begun.isEmpty ? matchable.indices.filter { Self.holdsWords(of: wanted, matchable[$0]) } : begun
            if worded.count > 1 {
                let choices = worded.map { names[$0] }.joined(separator: listSeparator)
                return Reply([text(.consoleAmbiguousGroup(name, choices))], isError: true)
            }
            found = worded.first
        }
        guard let group = found, tree.heading(ofGroup: group).count > 0 else {
            return Reply([text(.consoleNoSuchGroup(name, names.joined(separator: listSeparator)))], isError: true)
        }
        return jump(toElementAt: tree.start(ofGroup: group))
    }

    /// `go N`: the Nth item of the focused element's group, counted as `where` counts them
    /// (headers and placeholders left out).
    mutating func goToItem(_ typed: String) -> Reply {
        guard let index = focusIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let group = tree.group(ofElementAt: index)
        let start = tree.start(ofGroup: group)
        let end = start + tree.heading(ofGroup: group).count
        let statics = tree.staticTexts().compactMap { tree.position(of: $0.id) }.filter { $0 >= start && $0 < end }.sorted()
        let count = end - start - statics.count
        guard count > 0 else { return Reply([text(.consoleGroupEmpty(tree.heading(ofGroup: group).label))], isError: true) }
        guard let number = Int(Self.asciiDigits(Command.trimmingSpaces(typed))), number >= 1, number <= count else {
            return Reply([text(.consoleOutOfRange(typed, self.number(1), self.number(count)))], isError: true)
        }
        // The Nth position that is not static text: past each static text before it.
        var position = start + number - 1
        for staticPosition in statics where staticPosition <= position { position += 1 }
        return jump(toElementAt: position)
    }

    /// First-letter navigation: the next element whose label begins with the letters typed
    /// (ignoring case and accents), wrapping round; the focused one stays when more letters still
    /// fit it, as VoiceOver's type-to-select does. When the letters together begin no label, the
    /// last one alone goes on to the next element it begins (so `s`, `s` goes from one S to the
    /// next). Nothing found: the edge sound, and it says so.
    mutating func typeToSelect(_ letters: String) -> Reply {
        guard tree.count > 0 else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let here = focusIndex ?? -1
        if letters.count > 1, let position = position(beginning: letters, from: max(here, 0)) {
            return jump(toElementAt: position)
        }
        let last = String(letters.suffix(1))
        if let position = position(beginning: last, from: here + 1) { return jump(toElementAt: position) }
        return Reply([text(.consoleNothingBegins(letters.count > 1 ? last : letters))], sounds: [.edge])
    }

    /// The first position from `first` on, wrapping round, whose label begins with the letters.
    private func position(beginning letters: String, from first: Int) -> Int? {
        let wanted = CommandWords.fold(letters)
        for offset in 0..<tree.count {
            let position = (first + offset) % tree.count
            if CommandWords.fold(BidiIsolation.removingControls(tree.element(at: position).label)).hasPrefix(wanted) {
                return position
            }
        }
        return nil
    }

    /// `first-letter on|off` (Control-X T, which turns it either way; Escape turns it off).
    mutating func setFirstLetter(_ value: String) -> Reply {
        switch value.lowercased() {
        case "on": firstLetterMode = true
        case "off": firstLetterMode = false
        case "": firstLetterMode.toggle()
        default: return invalid(value, valid: ["on", "off"])
        }
        return Reply([text(firstLetterMode ? .consoleFirstLetterOn : .consoleFirstLetterOff)])
    }

    /// Focus follows say-all to the element now being heard.
    public mutating func sayAllReached(_ id: NodeID) {
        guard let position = tree.position(of: id, hint: focusHint.map { $0 + 1 }) else { return }
        if id != focusID { chosenAction = nil }
        focus(on: id, at: position)
    }

    /// The next element, after the focused one and wrapping around, whose phrase holds the text.
    mutating func find(_ query: String) -> Reply {
        let elements = tree.elements
        let start = (focusIndex ?? -1) + 1
        let order = elements.indices.map { (start + $0) % max(elements.count, 1) }
        let needle = BidiIsolation.removingControls(query).lowercased()
        for index in order
        where BidiIsolation.removingControls(phrase.spoken(elements[index], environment.language)).lowercased().holds(needle) {
            return jump(toElementAt: index)
        }
        return Reply([text(.consoleNotFound(query))], isError: true)
    }

    /// The demo screen before or after the current one, in the tour.
    func neighbourScreen(_ step: Int) -> String? {
        let names = DemoScreen.allCases.map(\.rawValue)
        guard let index = names.firstIndex(of: screen), names.indices.contains(index + step) else { return nil }
        return names[index + step]
    }

    var focusIndex: Int? {
        focusID.flatMap { tree.position(of: $0, hint: focusHint) }
    }

    var groupIndex: Int? {
        focusIndex.map { tree.group(ofElementAt: $0) }
    }
}
