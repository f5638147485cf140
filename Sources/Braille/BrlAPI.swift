// SPDX-License-Identifier: GPL-3.0-or-later
@preconcurrency import CBrlAPI
import Glibc

/// The seam around libbrlapi: every BrlAPI call Rotor makes goes through one function here.
///
/// Rotor uses BrlAPI's one default connection, from the session's thread.
enum BrlAPI {
    /// `BRLAPI_ERROR_LIBCERR` (a system call failed), `BRLAPI_ERROR_AUTHENTICATION` and
    /// `BRLAPI_ERROR_EOF` (the server closed the connection), as `brlapi.h` numbers them.
    static let libcError = Int32(BRLAPI_ERROR_LIBCERR.rawValue)
    static let authentication = Int32(BRLAPI_ERROR_AUTHENTICATION.rawValue)
    static let endOfFile = Int32(BRLAPI_ERROR_EOF.rawValue)

    /// Why libbrlapi could not be loaded, once something has asked it to (nil when it was).
    static func loadFailure() -> String? {
        rotor_brlapi_load_failure().map { String(cString: $0) }
    }

    /// The words of an exception the server sent since the last call, or nil.
    static func takeException() -> String? {
        rotor_brlapi_take_exception().map { String(cString: $0) }
    }

    /// Connects to `host` (nil: the server `BRLAPI_HOST` names, else the local one) with the key
    /// `auth` names (nil: `BRLAPI_AUTH`, else BrlAPI's default); the connection's descriptor, or -1.
    static func openConnection(host: String?, auth: String?) -> Int32 {
        guard host != nil || auth != nil else { return rotor_brlapi_openConnection(nil, nil) }
        let hostCopy = host.map { strdup($0) } ?? nil
        let authCopy = auth.map { strdup($0) } ?? nil
        defer {
            free(hostCopy)
            free(authCopy)
        }
        var settings = brlapi_connectionSettings_t(auth: authCopy, host: hostCopy)
        return rotor_brlapi_openConnection(&settings, nil)
    }

    static func closeConnection() {
        rotor_brlapi_closeConnection()
    }

    /// The display's columns and rows, or nil.
    static func displaySize() -> (columns: Int, rows: Int)? {
        var columns: UInt32 = 0
        var rows: UInt32 = 0
        guard rotor_brlapi_getDisplaySize(&columns, &rows) >= 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Takes the terminal BrlAPI finds for this process (`WINDOWPATH`, `WINDOWID`, `CONTROLVT`, the
    /// controlling virtual console), keys as BRLTTY's commands; true when it did.
    static func enterTtyModeOfThisTerminal() -> Bool {
        rotor_brlapi_enterTtyMode(-1, nil) >= 0
    }

    /// Takes the top of BrlAPI's tree of terminals, for a process on no virtual console (a
    /// pseudo-terminal); true when it did.
    static func enterTtyModeAtRoot() -> Bool {
        rotor_brlapi_enterTtyModeWithPath(nil, 0, nil) >= 0
    }

    static func leaveTtyMode() {
        _ = rotor_brlapi_leaveTtyMode()
    }

    /// Shows UTF-8 `text` of `cells` characters from the display's first cell, the cursor under
    /// cell `cursor` (from 1) or off (0); true on success.
    static func write(_ text: String, cells: Int, cursor: Int32) -> Bool {
        text.withCString { pointer in
            "UTF-8".withCString { charset in
                var arguments = brlapi_writeArguments_t(
                    displayNumber: -1, regionBegin: 1, regionSize: Int32(clamping: cells), text: pointer,
                    textSize: Int32(clamping: text.utf8.count), andMask: nil, orMask: nil, cursor: cursor, charset: charset
                )
                return rotor_brlapi_write(&arguments) >= 0
            }
        }
    }

    /// A key waiting, without waiting for one: 1 and its code, 0 when none waits, -1 on failure.
    static func readKey() -> (status: Int32, code: UInt64) {
        var code: brlapi_keyCode_t = 0
        let status = rotor_brlapi_readKey(0, &code)
        return (status, code)
    }

    /// Gives every key back to BRLTTY; true on success.
    static func ignoreAllKeys() -> Bool {
        rotor_brlapi_ignoreKeys(brlapi_rangeType_all, nil, 0) >= 0
    }

    /// Takes these commands (each with any argument it has, and any flags); true on success.
    static func acceptCommands(_ codes: [UInt64]) -> Bool {
        codes.withUnsafeBufferPointer { rotor_brlapi_acceptKeys(brlapi_rangeType_command, $0.baseAddress, UInt32($0.count)) } >= 0
    }

    /// Takes every key of one type (characters and keyboard keys: `BRLAPI_KEY_TYPE_SYM`, 0); true on success.
    static func acceptType(_ type: UInt64) -> Bool {
        [type].withUnsafeBufferPointer { rotor_brlapi_acceptKeys(brlapi_rangeType_type, $0.baseAddress, 1) } >= 0
    }

    /// The last failure's BrlAPI error code.
    static func errorCode() -> Int32 {
        rotor_brlapi_errno()
    }

    /// The last failure in BrlAPI's words.
    static func errorWords() -> String {
        String(cString: rotor_brlapi_strerror())
    }
}
