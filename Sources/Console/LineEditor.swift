// SPDX-License-Identifier: GPL-3.0-or-later
@preconcurrency import CReadline
import Foundation

/// The thin seam around GNU readline's callback interface: every readline call Rotor makes
/// goes through here.
enum LineEditor {
    /// A key handler: readline's `rl_command_func_t`.
    typealias KeyHandler = @convention(c) (Int32, Int32) -> Int32
    /// Called with each finished line, or nil at end of input (Ctrl-D on an empty line).
    typealias LineHandler = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void

    /// readline's attempted-completion function.
    typealias Completer = @convention(c) (
        UnsafePointer<CChar>?, Int32, Int32
    ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

    /// readline's hook that shows the choices of an ambiguous completion.
    typealias MatchesDisplay = @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void

    static func configure(name: String, complete: Completer, showMatches: MatchesDisplay) {
        rl_readline_name = UnsafePointer(strdup(name))
        // Rotor handles the signals itself and tells readline to clean up.
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_attempted_completion_function = complete
        rl_completion_display_matches_hook = showMatches
        // Enter on an empty line leaves no bare prompt line behind: a braille display that
        // follows the terminal shows the last thing said, not "rotor>".
        rl_erase_empty_line = 1
        // A Tab that can complete nothing more lists the choices at once (the second Tab after a
        // partial completion), instead of ringing the bell and waiting for a third.
        rl_variable_bind("show-all-if-unmodified", "on")
        // Completion works on the whole line, so "do Move to D" completes to "do Move to Done".
        rl_completer_word_break_characters = UnsafePointer(strdup("\n"))
        // Read ~/.inputrc and /etc/inputrc now, so Rotor's bindings come after theirs
        // (Debian's binds Home and End to line editing, which Rotor keeps on non-empty lines).
        rl_initialize()
        // Emacs keys whatever an inputrc says: Rotor's keys are bound there, and vi's command
        // mode would take every letter typed after Escape.
        rl_variable_bind("editing-mode", "emacs")
        // readline binds the terminal's own editing characters again each time it prepares the
        // terminal for a line (Control-V to quoted-insert among them): it must not, or the
        // bindings removed here come back after the first line.
        rl_variable_bind("bind-tty-special-chars", "off")
        ReadlineKeymap.disarm()
        readFromQueue()
    }

    /// One entry of readline's keymaps: the keys that reach it, and the name of the function
    /// bound there (nil for a macro, which types text).
    struct KeymapEntry: Equatable {
        var keys: [UInt8]
        var function: String?
    }

    /// Every binding of the current keymap and the keymaps under it (Escape, Control-X and the
    /// longer sequences an inputrc adds), in the order of their keys.
    static func keymapEntries() -> [KeymapEntry] {
        guard let keymap = rl_get_keymap() else { return [] }
        var entries: [KeymapEntry] = []
        walk(keymap, prefix: []) { keys, type, function in
            if type == ISMACR {
                entries.append(KeymapEntry(keys: keys, function: nil))
            } else if let function {
                entries.append(KeymapEntry(keys: keys, function: functionNames[address(of: function)] ?? "?"))
            }
        }
        return entries
    }

    /// Unbinds the entries `unwanted` picks (given its keys and its function's name, nil for a
    /// macro): the key then does nothing, and ``isBound(_:)`` says so.
    static func unbind(where unwanted: (_ keys: [UInt8], _ function: String?) -> Bool) {
        guard let keymap = rl_get_keymap() else { return }
        var doomed: [(keys: [UInt8], map: Keymap)] = []
        walk(keymap, prefix: []) { keys, type, function in
            let name = type == ISMACR ? nil : function.map { functionNames[address(of: $0)] ?? "?" }
            guard type == ISMACR || function != nil, unwanted(keys, name) else { return }
            if let map = self.map(holding: keys, in: keymap) { doomed.append((keys, map)) }
        }
        for (keys, map) in doomed {
            guard let last = keys.last else { continue }
            rl_unbind_key_in_map(Int32(last), map)
        }
    }

    /// The keymap whose entry the last of `keys` is, found from `top` by the keys before it.
    private static func map(holding keys: [UInt8], in top: Keymap) -> Keymap? {
        var map = top
        for key in keys.dropLast() {
            let entry = map[Int(key)]
            guard Int32(entry.type) == ISKMAP, let function = entry.function else { return nil }
            map = unsafeBitCast(function, to: Keymap.self)
        }
        return map
    }

    /// Visits every bound entry under `map`: its keys, its type (`ISFUNC`, `ISMACR`) and its
    /// function. Nested keymaps are followed a few levels deep (an inputrc's longest sequences).
    private static func walk(
        _ map: Keymap, prefix: [UInt8], depth: Int = 0,
        _ visit: ([UInt8], Int32, KeyHandler?) -> Void
    ) {
        guard depth < 8 else { return }
        for key in 0..<256 {
            let entry = map[key]
            let keys = prefix + [UInt8(key)]
            switch Int32(entry.type) {
            case ISKMAP:
                if let function = entry.function {
                    walk(unsafeBitCast(function, to: Keymap.self), prefix: keys, depth: depth + 1, visit)
                }
            case let type:
                if entry.function != nil || type == ISMACR { visit(keys, type, entry.function) }
            }
        }
    }

    /// readline's function names by the function's address (several names may share one
    /// function; the first listed is kept).
    nonisolated(unsafe) private static let functionNames: [UnsafeRawPointer: String] = {
        var names: [UnsafeRawPointer: String] = [:]
        rl_initialize_funmap()
        guard let list = funmap else { return names }
        var index = 0
        while let item = list[index] {
            if let function = item.pointee.function, let name = item.pointee.name {
                let key = address(of: function)
                if names[key] == nil { names[key] = String(cString: name) }
            }
            index += 1
        }
        return names
    }()

    private static func address(of function: KeyHandler) -> UnsafeRawPointer {
        unsafeBitCast(function, to: UnsafeRawPointer.self)
    }

    static func install(prompt: String, handler: LineHandler) {
        rl_callback_handler_install(prompt, handler)
    }

    static func remove() {
        rl_callback_handler_remove()
    }

    /// Lets readline read and handle what is waiting for it (bytes stuffed into its input).
    static func readCharacter() {
        rl_callback_read_char()
    }

    /// Hands readline one key's bytes (a token of ``KeyScanner``) and lets it take them all;
    /// `going` is asked between bytes, so a key that ends the session stops it there.
    static func take(_ bytes: [UInt8], while going: () -> Bool) {
        queued = bytes
        queuedIndex = 0
        while queuedIndex < queued.count, going() { rl_callback_read_char() }
        queued = []
        queuedIndex = 0
    }

    /// Tells readline that input ended (Control-D on a closed terminal, a hang-up): it calls the
    /// line handler with nil.
    static func takeEndOfInput() {
        inputEnded = true
        rl_callback_read_char()
    }

    /// The bytes readline is being handed, and how far it has read them.
    nonisolated(unsafe) private static var queued: [UInt8] = []
    nonisolated(unsafe) private static var queuedIndex = 0
    nonisolated(unsafe) private static var inputEnded = false

    /// readline reads its keys from ``take(_:while:)``'s bytes, and waits for more only when
    /// one of its own commands reads further than the key it was given (a quoted insert).
    private static func readFromQueue() {
        rl_getc_function = { stream in
            if LineEditor.queuedIndex < LineEditor.queued.count {
                defer { LineEditor.queuedIndex += 1 }
                return Int32(LineEditor.queued[LineEditor.queuedIndex])
            }
            return LineEditor.inputEnded ? EOF : rl_getc(stream)
        }
        // Typing ahead is what is queued: readline must not read past the key it was handed.
        rl_input_available_hook = { LineEditor.queuedIndex < LineEditor.queued.count ? 1 : 0 }
    }

    /// Whether readline does something with a key: a command or macro is bound to it, or it
    /// begins a longer binding (Control-X). A key with nothing bound would insert its bytes.
    static func isBound(_ bytes: [UInt8]) -> Bool {
        var type: Int32 = 0
        let function = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { rl_function_of_keyseq_len($0.baseAddress, $0.count, nil, &type) }
        }
        return function != nil || type == ISKMAP || type == ISMACR
    }

    static func bind(_ sequence: String, _ handler: KeyHandler) {
        rl_bind_keyseq(sequence, handler)
    }

    /// Whether the line being edited is empty.
    static var lineIsEmpty: Bool { rl_end == 0 }

    /// The text being edited.
    static var line: String {
        guard let buffer = rl_line_buffer else { return "" }
        return String(cString: buffer)
    }

    /// The line and the cursor in it, in characters (readline counts bytes).
    static var state: TypingEcho.Line {
        let text = line
        let bytes = Array(text.utf8)
        let point = min(max(Int(rl_point), 0), bytes.count)
        return TypingEcho.Line(text, cursor: String(decoding: bytes[..<point], as: UTF8.self).count)
    }

    /// Prints lines above the prompt without losing what is being typed.
    static func printAbove(_ lines: [String], write: (String) -> Void) {
        let saved = line
        let point = rl_point
        rl_replace_line("", 0)
        write("\r\u{1B}[K" + lines.map { $0 + "\r\n" }.joined())
        rl_on_new_line()
        rl_replace_line(saved, 0)
        rl_point = point
        rl_redisplay()
    }

    /// Shows the prompt and the line again after something else used the terminal.
    static func redisplay() {
        rl_forced_update_display()
    }

    /// Discards the line being edited and shows a fresh prompt (Ctrl-C).
    static func abandonLine(write: (String) -> Void) {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_replace_line("", 0)
        write("\r\n")
        rl_on_new_line()
        rl_redisplay()
    }

    static func resize() {
        rl_resize_terminal()
    }

    /// Runs readline's own action for a key when the line is not empty.
    static func forwardChar(_ count: Int32, _ key: Int32) -> Int32 { rl_forward_char(count, key) }
    static func backwardChar(_ count: Int32, _ key: Int32) -> Int32 { rl_backward_char(count, key) }
    static func beginningOfLine(_ count: Int32, _ key: Int32) -> Int32 { rl_beg_of_line(count, key) }
    static func endOfLine(_ count: Int32, _ key: Int32) -> Int32 { rl_end_of_line(count, key) }
    static func insert(_ count: Int32, _ key: Int32) -> Int32 { rl_insert(count, key) }
    static func forwardWord(_ count: Int32, _ key: Int32) -> Int32 { rl_forward_word(count, key) }
    static func backwardWord(_ count: Int32, _ key: Int32) -> Int32 { rl_backward_word(count, key) }
    /// Control-G on a line with text, from inside its key handler: the line stays on the
    /// screen as it was typed, and a new empty line begins under it, as Control-C does.
    ///
    /// Not readline's `abort`: `rl_abort` returns by `longjmp` to `rl_callback_read_char`,
    /// skipping the Swift frames of the key handler that called it, their releases and their
    /// `defer`s (LeakSanitizer found the runner `handleKey` held unreachable at exit).
    static func dropLine(write: (String) -> Void) {
        rl_point = rl_end
        rl_redisplay()
        write("\r\n")
        rl_replace_line("", 0)
        rl_point = 0
        rl_on_new_line()
    }

    static func addHistory(_ line: String) { add_history(line) }

    static func loadHistory(_ path: String) { read_history(path) }

    static func appendHistory(_ path: String) {
        if append_history(1, path) != 0 { write_history(path) }
        history_truncate_file(path, 1_000)
    }

    /// Builds readline's match list from Swift strings: the common prefix first, as it expects.
    static func matches(_ candidates: [String], for text: String) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        rl_attempted_completion_over = 1
        guard !candidates.isEmpty else { return nil }
        var prefix = candidates[0]
        for candidate in candidates.dropFirst() {
            while !candidate.lowercased().hasPrefix(prefix.lowercased()) { prefix.removeLast() }
        }
        // A common beginning ends before a space, so the word typed next needs no second one
        // ("do Move to" then " T", not "do Move to " then " T").
        if candidates.count > 1 { while prefix.hasSuffix(" ") { prefix.removeLast() } }
        // Choices found by words inside them ("do left") leave what was typed as it is.
        if prefix.count < text.count || !candidates.allSatisfy({ $0.lowercased().hasPrefix(text.lowercased()) }) { prefix = text }
        // readline frees the list and its strings with free(): allocate them with malloc.
        let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (candidates.count + 2)
        guard let raw = malloc(size) else { return nil }
        let list = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: candidates.count + 2)
        list[0] = strdup(candidates.count == 1 ? candidates[0] : prefix)
        for (index, candidate) in candidates.enumerated() where candidates.count > 1 {
            list[index + 1] = strdup(candidate)
        }
        list[candidates.count == 1 ? 1 : candidates.count + 1] = nil
        rl_completion_append_character = candidates.count == 1 && !candidates[0].contains(" ") ? 32 : 0
        return list
    }
}
