// SPDX-License-Identifier: GPL-3.0-or-later

extension AccessibilityNode {
    /// Whether two elements say and do the same: id, label, value, traits, hint, actions and
    /// double tap; where they are drawn aside.
    public func readsLike(_ other: AccessibilityNode) -> Bool {
        id == other.id && label == other.label && value == other.value && traits == other.traits
            && hint == other.hint && actions == other.actions && defaultAction == other.defaultAction
    }
}

extension AccessibilityTree {
    /// Whether two trees read the same to VoiceOver: the title, the groups and every element's
    /// words, traits and actions in the same order. Frames are left out, so a card brought to the
    /// front (a new depth, the same words) reads like before.
    public func readsLike(_ other: AccessibilityTree) -> Bool {
        title == other.title && elements.count == other.elements.count && groups.count == other.groups.count
            && zip(groups, other.groups).allSatisfy { $0.id == $1.id && $0.label == $1.label && $0.elements.count == $1.elements.count }
            && zip(elements, other.elements).allSatisfy { $0.readsLike($1) }
    }
}
