// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Processes

/// The OASIS SARIF 2.1.0 JSON schema, which `scripts/sarif-schema` puts in `.build/schemas/`
/// (`make test` runs it), and a SARIF log validated against it by Python's `jsonschema`
/// (Debian's `python3-jsonschema`), as a Draft 4 validator with format checks.
public enum SARIFSchema {
    /// The schema file.
    public static let path = RotorProcess.packageRoot.appending(path: ".build/schemas/sarif-schema-2.1.0.json").path

    /// Why a validation could not run.
    public enum Failure: Error, CustomStringConvertible {
        case noValidator
        case noSchema
        case failed(String)

        public var description: String {
            switch self {
            case .noValidator: "python3 with jsonschema is not installed (Debian: python3-jsonschema; make test installs it)"
            case .noSchema: "the SARIF schema is not in .build/schemas (run scripts/sarif-schema; make test does)"
            case .failed(let message): message
            }
        }
    }

    /// Python's `jsonschema` checks the `uri` format only with the `rfc3987` module, which Debian
    /// does not install with it: the script checks it itself, as RFC 3986 defines an absolute URI
    /// (a scheme, then a colon), so that a relative `helpUri` fails as GitHub's validator fails it.
    static let script = """
        import json, re, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        log = json.load(sys.stdin)
        checker = jsonschema.FormatChecker()
        @checker.checks("uri")
        def is_uri(value):
            return not isinstance(value, str) or re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:[^ ]*$", value) is not None
        validator = jsonschema.Draft4Validator(schema, format_checker=checker)
        for error in validator.iter_errors(log):
            print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
        """

    /// The schema's complaints about a log, one a line; empty when it is valid.
    public static func errors(in log: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { throw Failure.noSchema }
        let candidates = ["/usr/bin/python3", ChildProcess.find("python3")].compactMap { $0 }
        for python in candidates {
            let probe = try ChildProcess.run(python, ["-c", "import jsonschema"], environment: ProcessInfo.processInfo.environment)
            guard probe.status == 0 else { continue }
            let result = try ChildProcess.run(
                python, ["-c", script, path], environment: ProcessInfo.processInfo.environment, input: log
            )
            guard result.status == 0 else { throw Failure.failed(result.standardError) }
            return result.standardOutput.split(separator: "\n").map(String.init)
        }
        throw Failure.noValidator
    }
}
