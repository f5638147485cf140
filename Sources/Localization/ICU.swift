// SPDX-License-Identifier: GPL-3.0-or-later
import CICU
import Synchronization

/// ICU's CLDR data, through the C library Debian ships (libicu-dev; ICU 72 is CLDR 42): plural
/// rules (``PluralRules``), numbers written as words (``Spellout``) and dates (``dateText``).
///
/// ICU is opened the first time one of these is asked for, so a run that needs none of them
/// never maps it. Each answer is nil when ICU cannot be loaded or has no data for the locale;
/// ``loadFailure`` says why it could not be loaded.
public enum ICU {
    /// Why ICU could not be loaded, or nil when it was (or was not tried yet).
    public static var loadFailure: String? {
        rotor_icu_load_failure().map { String(cString: $0) }
    }

    /// Text that a shim call writes as UTF-8 into a buffer: nil when the call failed.
    static func text(capacity: Int = 1_024, _ call: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var size = capacity
        while size <= 1 << 20 {
            let (written, text) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: size) { buffer in
                guard let base = buffer.baseAddress else { return (Int32(-1), "") }
                let written = call(base, Int32(size))
                return (written, written >= 0 ? String(cString: base) : "")
            }
            if written >= 0 { return text }
            guard written == -2 else { return nil }
            size *= 4
        }
        return nil
    }

    /// A handle ICU gave, kept for the life of the process: one per locale and kind, made once.
    final class Handle: @unchecked Sendable {
        /// The C object; never freed, as there are a few per run.
        let pointer: UnsafeMutableRawPointer
        /// Serializes calls on objects ICU does not allow two threads to use at once.
        let lock = Mutex(())

        init(_ pointer: UnsafeMutableRawPointer) {
            self.pointer = pointer
        }
    }

    /// Handles by locale, for one kind of ICU object.
    final class HandleCache: Sendable {
        private let handles = Mutex<[String: Handle?]>([:])
        private let open: @Sendable (String) -> UnsafeMutableRawPointer?

        init(open: @escaping @Sendable (String) -> UnsafeMutableRawPointer?) {
            self.open = open
        }

        /// The locale's object, opened the first time; nil when ICU has none. It is opened under
        /// the lock: two threads asking first at once would otherwise each open one, and the one
        /// not kept would never be closed.
        func handle(_ locale: String) -> Handle? {
            handles.withLock { handles in
                if let known = handles[locale] { return known }
                let made = open(locale).map(Handle.init)
                handles[locale] = made
                return made
            }
        }
    }
}
