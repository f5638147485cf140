// SPDX-License-Identifier: GPL-3.0-or-later

#if canImport(Glibc)
    import Glibc
#endif

/// glibc's spawn extensions that Swift does not import (spawn.h declares them for GNU builds
/// only), looked up at run time.
enum Spawn {
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), if there is one.
    private static let addCloseFrom: AddCloseFrom? = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"
    ).map { unsafeBitCast($0, to: AddCloseFrom.self) }

    /// Adds an action that closes every descriptor from `lowest` up in the child (above standard
    /// error unless told), so that it inherits nothing another thread opened without
    /// close-on-exec. Without glibc's extension, only close-on-exec descriptors are kept from the child.
    static func closeOthers(_ actions: inout posix_spawn_file_actions_t, from lowest: Int32 = 3) {
        guard let addCloseFrom else { return }
        _ = addCloseFrom(&actions, lowest)
    }
}
