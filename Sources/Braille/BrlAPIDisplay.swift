// SPDX-License-Identifier: GPL-3.0-or-later
import Glibc

/// The braille display BRLTTY drives, reached through BrlAPI.
///
/// ``connect()`` takes the terminal Rotor runs in (BrlAPI finds it from `WINDOWPATH`,
/// `WINDOWID`, `CONTROLVT` or the controlling virtual console); on a pseudo-terminal, where
/// BrlAPI finds none, it takes the top of BrlAPI's tree of terminals, which shows whenever no
/// client of a deeper one is writing. BRLTTY then shows Rotor's cells while that terminal has the
/// focus, and its own screen review again when Rotor gives the display back (``close()``).
///
/// Keys arrive as BRLTTY's commands. Rotor takes only those it acts on (``BrailleInput``: panning,
/// lines, top and bottom, paragraphs, home, routing keys, and what a braille keyboard types);
/// every other key (BRLTTY's menus, speech, virtual terminals) stays BRLTTY's.
///
/// BrlAPI's server and key are the ones `BRLAPI_HOST` and `BRLAPI_AUTH` name, else the local
/// server with BrlAPI's default key file, as for every BrlAPI client.
public final class BrlAPIDisplay: BrailleDisplay {
    /// The display's cells: its columns times its rows, read as one line.
    public let width: Int
    /// The BrlAPI connection's socket, readable when keys wait.
    public let descriptor: Int32
    private var isOpen = true
    /// What was written last, so an unchanged display is not written again.
    private var shown: (text: String, cursor: Int32)?

    private init(width: Int, descriptor: Int32) {
        self.width = width
        self.descriptor = descriptor
    }

    deinit {
        close()
    }

    /// Connects to BRLTTY and takes the display for this terminal: the server at `host` with the
    /// key file `keyFile`, or (nil) those `BRLAPI_HOST` and `BRLAPI_AUTH` name, else BrlAPI's defaults.
    public static func connect(host: String? = nil, keyFile: String? = nil) throws(BrailleError) -> BrlAPIDisplay {
        let descriptor = BrlAPI.openConnection(host: host, auth: keyFile.map { "keyfile:" + $0 })
        guard descriptor >= 0 else {
            if let failure = BrlAPI.loadFailure() { throw .clientLibraryMissing(failure) }
            let words = BrlAPI.errorWords()
            throw BrlAPI.errorCode() == BrlAPI.authentication ? .notAuthorized(words) : .noServer(words)
        }
        func failing(_ error: BrailleError) -> BrailleError {
            BrlAPI.closeConnection()
            return error
        }
        guard let size = BrlAPI.displaySize() else { throw failing(.connectionFailed(BrlAPI.errorWords())) }
        let width = size.columns * max(size.rows, 1)
        guard width > 0 else { throw failing(.noDisplay) }
        guard BrlAPI.enterTtyModeOfThisTerminal() || BrlAPI.enterTtyModeAtRoot() else {
            throw failing(.connectionFailed(BrlAPI.errorWords()))
        }
        guard BrlAPI.ignoreAllKeys(), BrlAPI.acceptCommands(BrailleInput.acceptedCommandCodes), BrlAPI.acceptType(0) else {
            let words = BrlAPI.errorWords()
            BrlAPI.leaveTtyMode()
            throw failing(.connectionFailed(words))
        }
        return BrlAPIDisplay(width: width, descriptor: descriptor)
    }

    /// Whether a BrlAPI server may be listening, found without loading BrlAPI: `BRLAPI_HOST` names
    /// a host on the network, or the local socket it names (`:0` when unset) is in BrlAPI's folder.
    /// `braille auto` tries to connect only then, so a start without BRLTTY maps no library.
    public static func serverMightRun(environment: [String: String]) -> Bool {
        let host = environment["BRLAPI_HOST"].flatMap { $0.isEmpty ? nil : $0 } ?? ":0"
        guard host.hasPrefix(":") else { return true }
        return access(socketFolder + "/" + host.dropFirst(), F_OK) == 0
    }

    /// Where BrlAPI's local sockets are (`BRLAPI_SOCKETPATH`).
    static let socketFolder = "/var/lib/BrlAPI"

    public func show(_ cells: [UInt8], cursor: Int?) throws(BrailleError) {
        guard isOpen else { throw .disconnected }
        var padded = Array(cells.prefix(width))
        padded += [UInt8](repeating: 0, count: width - padded.count)
        let text = BrailleLine(cells: padded, sourceOfCell: [], cellOfSource: []).unicode
        let position = cursor.map { Int32(clamping: min(max($0, 0), width - 1) + 1) } ?? 0
        if let shown, shown.text == text, shown.cursor == position { return }
        guard BrlAPI.write(text, cells: width, cursor: position) else { throw failure() }
        if let exception = BrlAPI.takeException() { throw .connectionFailed(exception) }
        shown = (text, position)
    }

    public func takeInputs() throws(BrailleError) -> [BrailleInput] {
        guard isOpen else { throw .disconnected }
        var inputs: [BrailleInput] = []
        while true {
            let (status, code) = BrlAPI.readKey()
            if status == 0 { break }
            guard status > 0 else { throw failure() }
            inputs.append(BrailleInput(code: code))
        }
        if let exception = BrlAPI.takeException() { throw .connectionFailed(exception) }
        return inputs
    }

    public func close() {
        guard isOpen else { return }
        isOpen = false
        BrlAPI.leaveTtyMode()
        BrlAPI.closeConnection()
    }

    /// What the last failed call came to: the server gone, or BrlAPI's words.
    private func failure() -> BrailleError {
        let code = BrlAPI.errorCode()
        let words = BrlAPI.errorWords()
        if code == BrlAPI.endOfFile || code == BrlAPI.libcError {
            close()
            return .disconnected
        }
        return .connectionFailed(words)
    }
}
