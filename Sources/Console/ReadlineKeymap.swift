// SPDX-License-Identifier: GPL-3.0-or-later

/// Which of readline's own bindings Rotor keeps: those that edit the line in a way the typing
/// echo says, or do what the key says. Every other binding, in readline's default keymaps and
/// in an inputrc, is removed before Rotor binds its keys, and the key then does nothing.
///
/// A key pressed by mistake must never type, recall or run something the person did not ask
/// for, nor swallow the key after it. Removed, among others: Control-V and Control-Q
/// (quoted-insert: the next key went onto the line as `^[[C`, and from then on the arrows edited
/// it), Alt-. and Alt-_ (yank-last-arg: an earlier command's argument pasted), Alt-Control-Y,
/// Alt-Y, Alt-< and Alt->, Alt-P and Alt-N, Control-R and Control-S (history recalled or searched
/// in a mode nothing announces), Control-O (operate-and-get-next: runs the line and recalls the
/// next), Alt-R (revert-line: the typed line lost), Alt-# (insert-comment: the line run as a
/// comment), Alt-* (every completion inserted), Alt-0 … Alt-9 and Alt-- (a count: the next key
/// typed many times), Control-] and Alt-Control-] (character-search: the next key swallowed),
/// Alt-Control-J (vi-editing-mode), Alt-Tab (a tab typed), Control-X ( ) E (keyboard macros),
/// Control-X Control-R (the inputrc read again, traps and all), and every macro (text typed).
/// Control-P and Control-N keep the history, asked for by name; Up and Down never recall it
/// (``KeyBinding``).
enum ReadlineKeymap {
    /// readline's functions that are kept where they are bound.
    static let kept: Set<String> = [
        // Typing and ending a line.
        "self-insert", "accept-line", "bracketed-paste-begin",
        // Moving the cursor (the character landed on is said).
        "beginning-of-line", "end-of-line", "forward-char", "backward-char", "forward-word", "backward-word",
        // Deleting and cutting (what went is said), and putting back what was cut.
        "delete-char", "backward-delete-char", "forward-backward-delete-char", "kill-line", "backward-kill-line",
        "unix-line-discard", "unix-word-rubout", "unix-filename-rubout", "kill-word", "backward-kill-word",
        "kill-whole-line", "delete-horizontal-space", "yank",
        // Changing the typed words in place, and readline's own undo of an edit.
        "transpose-chars", "transpose-words", "capitalize-word", "upcase-word", "downcase-word", "undo",
        // Completion, which Rotor speaks.
        "complete", "possible-completions", "delete-char-or-list", "menu-complete", "menu-complete-backward",
        // The history, on Control-P and Control-N.
        "previous-history", "next-history",
        // Alt and a capital letter means Alt and the small letter; a sequence nothing knows is skipped.
        "do-lowercase-version", "skip-csi-sequence",
        // Control-L.
        "clear-screen",
    ]

    /// Removes every binding that is not ``kept``: its key then does nothing.
    static func disarm() {
        LineEditor.unbind { _, function in !isKept(function) }
    }

    /// Whether a binding stays: a kept function (a macro, nil, never does).
    static func isKept(_ function: String?) -> Bool {
        function.map(kept.contains) ?? false
    }
}
