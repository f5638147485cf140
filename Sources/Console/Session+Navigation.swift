// SPDX-License-Identifier: GPL-3.0-or-later
import Semantics
import Widgets

extension Session {
    /// Next or previous element; at either end it stays and says so.
    mutating func move(by step: Int) -> Reply {
        let elements = tree.elements
        guard let index = focusIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let target = index + step
        guard elements.indices.contains(target) else {
            if tour, let next = neighbourScreen(step) {
                var reply = switchScreen(to: next)
                if step < 0, let last = tree.elements.last?.id {
                    reply = Reply([screenTitle] + jump(to: last).utterances, sounds: [.screen])
                }
                return reply
            }
            return Reply([text(step > 0 ? .consoleLastElement : .consoleFirstElement)], sounds: [.edge])
        }
        return jump(to: elements[target].id)
    }

    /// Focuses an element and reads it.
    mutating func jump(to id: NodeID?) -> Reply {
        guard let id else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        if id != focusID { chosenAction = nil }
        focusID = id
        return Reply(focusedUtterances())
    }

    /// The first element of the next or previous group: a Kanban column, the grid, the board.
    mutating func moveGroup(by step: Int) -> Reply {
        guard let group = groupIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        let target = group + step
        guard tree.groups.indices.contains(target), let first = tree.groups[target].elements.first else {
            return Reply([text(step > 0 ? .consoleLastGroup : .consoleFirstGroup)], sounds: [.edge])
        }
        return jump(to: first.id)
    }

    /// Screen, group and position in the group: "Kanban board, Done, 2 of 2"; then the place
    /// on screen in words ("right column").
    func whereAmI() -> Reply {
        guard let index = focusIndex else { return Reply([screenTitle, text(.consoleEmptyScreen)]) }
        let group = tree.groupOfElement[index]
        let position = index - tree.groupStarts[group]
        let said = text(
            .consoleWhere, screenTitle, tree.groups[group].label,
            number(position + 1), number(tree.groups[group].elements.count)
        )
        guard let place = place(of: tree.elements[index]) else { return Reply([said]) }
        return Reply([said, place])
    }

    /// Say-all: every element from the focused one to the end, each focused as it is heard.
    func readAll() -> Reply {
        guard let index = focusIndex else { return Reply([text(.consoleEmptyScreen)], isError: true) }
        var reply = Reply()
        reply.sayAll = tree.elements[index...].map { Reply.SayAllItem(id: $0.id, utterances: utterances(of: $0)) }
        return reply
    }

    /// Focus follows say-all to the element now being heard.
    public mutating func sayAllReached(_ id: NodeID) {
        guard tree.element(id: id) != nil else { return }
        if id != focusID { chosenAction = nil }
        focusID = id
    }

    /// The next element, after the focused one and wrapping around, whose phrase holds the text.
    mutating func find(_ query: String) -> Reply {
        let elements = tree.elements
        let start = (focusIndex ?? -1) + 1
        let order = elements.indices.map { (start + $0) % max(elements.count, 1) }
        let needle = BidiIsolation.removingControls(query).lowercased()
        for index in order
        where BidiIsolation.removingControls(phrase.spoken(elements[index], environment.language)).lowercased().contains(needle) {
            return jump(to: elements[index].id)
        }
        return Reply([text(.consoleNotFound, query)], isError: true)
    }

    /// The demo screen before or after the current one, in the tour.
    func neighbourScreen(_ step: Int) -> String? {
        let names = DemoScreen.allCases.map(\.rawValue)
        guard let index = names.firstIndex(of: screen), names.indices.contains(index + step) else { return nil }
        return names[index + step]
    }

    var focusIndex: Int? {
        focusID.flatMap(tree.position(of:))
    }

    var groupIndex: Int? {
        focusIndex.map { tree.groupOfElement[$0] }
    }
}
