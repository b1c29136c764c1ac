//! Drives the built `tusk` binary through the flags that need no
//! interpreter: -v, -m, -h, -i, --ini, -l, bad flags, php.ini loading;
//! and what a script leaves behind when the CLI exits.
//!
//! The expected texts that are php's were produced by running Debian's
//! php 8.2 with the same arguments (`php -n ...`, run in the same kind of
//! directory), with "php" replaced by "tusk" where php prints its own name.
//! Where the text is Tusk's own (-v, -i, -m) only its shape is checked.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

const BAD_MSG: &str = "syntax error, unexpected token \"echo\", expecting \",\" or \";\"";

/// A scratch directory holding good.php and bad.php, removed on drop.
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = PathBuf;
    fn deref(&self) -> &PathBuf {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Scratch {
    let d = std::env::temp_dir().join(format!("tusk-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(d.join("good.php"), "<?php\necho 1;\n").unwrap();
    std::fs::write(d.join("bad.php"), "<?php\necho 1\necho 2;\n").unwrap();
    Scratch(d)
}

fn tusk_in(dir: &PathBuf, args: &[&str], stdin: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tusk"))
        .args(args)
        .current_dir(dir)
        .env_remove("PHPRC")
        .env_remove("PHP_INI_SCAN_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

/// (exit code, stdout, stderr)
fn run(dir: &PathBuf, args: &[&str]) -> (i32, String, String) {
    run_stdin(dir, args, b"")
}

fn run_stdin(dir: &PathBuf, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let o = tusk_in(dir, args, stdin);
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Runs with one environment variable set.
fn tusk_env(
    dir: &PathBuf,
    args: &[&str],
    var: &str,
    val: impl AsRef<std::ffi::OsStr>,
) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_tusk"))
        .args(args)
        .current_dir(dir)
        .env_remove("PHPRC")
        .env_remove("PHP_INI_SCAN_DIR")
        .env(var, val)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// `php -h` with "php" replaced by "tusk".
fn usage() -> String {
    USAGE.replace("{p}", "tusk")
}

const USAGE: &str = "Usage: {p} [options] [-f] <file> [--] [args...]
   {p} [options] -r <code> [--] [args...]
   {p} [options] [-B <begin_code>] -R <code> [-E <end_code>] [--] [args...]
   {p} [options] [-B <begin_code>] -F <file> [-E <end_code>] [--] [args...]
   {p} [options] -S <addr>:<port> [-t docroot] [router]
   {p} [options] -- [args...]
   {p} [options] -a

  -a               Run as interactive shell (requires readline extension)
  -c <path>|<file> Look for php.ini file in this directory
  -n               No configuration (ini) files will be used
  -d foo[=bar]     Define INI entry foo with value 'bar'
  -e               Generate extended information for debugger/profiler
  -f <file>        Parse and execute <file>.
  -h               This help
  -i               PHP information
  -l               Syntax check only (lint)
  -m               Show compiled in modules
  -r <code>        Run PHP <code> without using script tags <?..?>
  -B <begin_code>  Run PHP <begin_code> before processing input lines
  -R <code>        Run PHP <code> for every input line
  -F <file>        Parse and execute <file> for every input line
  -E <end_code>    Run PHP <end_code> after processing all input lines
  -H               Hide any passed arguments from external tools.
  -S <addr>:<port> Run with built-in web server.
  -t <docroot>     Specify document root <docroot> for built-in web server.
  -s               Output HTML syntax highlighted source.
  -v               Version number
  -w               Output source with stripped comments and whitespace.
  -z <file>        Load Zend extension <file>.

  args...          Arguments passed to script. Use -- args when first argument
                   starts with - or script is read from stdin

  --ini            Show configuration file names

  --rf <name>      Show information about function <name>.
  --rc <name>      Show information about class <name>.
  --re <name>      Show information about extension <name>.
  --rz <name>      Show information about Zend extension <name>.
  --ri <name>      Show configuration for extension <name>.

";

#[test]
fn version_starts_like_php() {
    let d = scratch("v");
    for flag in ["-v", "--version", "-lv"] {
        let (code, out, err) = run(&d, &["-n", flag]);
        assert_eq!((code, err.as_str()), (0, ""));
        let mut lines = out.lines();
        let first = lines.next().unwrap();
        assert!(
            first.starts_with("PHP 8.2.") && first.contains(" (cli) "),
            "{first}"
        );
        let rest: String = lines.collect();
        assert!(rest.contains("Tusk") && rest.contains(env!("CARGO_PKG_VERSION")));
    }
    // php: -v acts before later (bad) arguments are looked at.
    assert_eq!(run(&d, &["-v", "-x"]).0, 0);
}

#[test]
fn modules_list_like_php() {
    let d = scratch("m");
    let (code, out, err) = run(&d, &["-m"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("[PHP Modules]\nCore\n"), "{out}");
    assert!(out.ends_with("\n\n[Zend Modules]\n\n"), "{out}");
    assert!(out.lines().any(|l| l == "standard"));
}

#[test]
fn help_is_php_usage() {
    let d = scratch("h");
    for flag in ["-h", "--help"] {
        assert_eq!(run(&d, &[flag]), (0, usage(), String::new()));
    }
}

#[test]
fn bad_flags_like_php() {
    let d = scratch("bad");
    let cases: &[(&[&str], &str)] = &[
        (&["-x"], "Error in argument 1, char 2: option not found x\n"),
        (
            &["-n", "-x"],
            "Error in argument 2, char 2: option not found x\n",
        ),
        (
            &["-n", "-d"],
            "Error in argument 2, char 2: no argument for option d\n",
        ),
        (
            &["-n", "-r"],
            "Error in argument 2, char 2: no argument for option r\n",
        ),
        (
            &["-n", "-f"],
            "Error in argument 2, char 2: no argument for option f\n",
        ),
        (
            &["-n", "-c"],
            "Error in argument 2, char 2: no argument for option c\n",
        ),
        (
            &["-n", "--foo"],
            "Error in argument 2, char 2: no argument for option -\n",
        ),
        (
            &["-n", "--ri"],
            "Error in argument 2, char 1: no argument for option -\n",
        ),
        (
            &["-n", "-lgood.php"],
            "Error in argument 2, char 3: option not found g\n",
        ),
        (
            &["-n", "-f", "good.php", "-x"],
            "Error in argument 4, char 2: option not found x\n",
        ),
    ];
    for (args, err) in cases {
        assert_eq!(run(&d, args), (1, usage(), err.to_string()), "{args:?}");
    }
    let conflicts: &[(&[&str], &str)] = &[
        (
            &["-n", "-r", "echo 1;", "-r", "echo 2;"],
            "You can use -r only once.\n",
        ),
        (
            &["-n", "-r", "echo 2;", "-f", "good.php"],
            "Either execute direct code, process stdin or use a file.\n",
        ),
        (
            &["-n", "-l", "-r", "echo 1;"],
            "Either execute direct code, process stdin or use a file.\n",
        ),
        (
            &["-n", "-f", "good.php", "-f", "bad.php"],
            "You can use -f only once.\n",
        ),
        (
            &["-n", "-a"],
            "Interactive shell (-a) requires the readline extension.\n",
        ),
    ];
    for (args, out) in conflicts {
        assert_eq!(
            run(&d, args),
            (1, out.to_string(), String::new()),
            "{args:?}"
        );
    }
}

#[test]
fn lint_good_file() {
    let d = scratch("lint-good");
    let want = (
        0,
        "No syntax errors detected in good.php\n".to_string(),
        String::new(),
    );
    assert_eq!(run(&d, &["-n", "-l", "good.php"]), want);
    assert_eq!(run(&d, &["-n", "--syntax-check", "good.php"]), want);
    // Only the first file is checked; the rest are script arguments.
    assert_eq!(run(&d, &["-n", "-l", "good.php", "bad.php"]), want);
    assert_eq!(
        run(&d, &["-n", "-l", "nope.php"]),
        (
            1,
            "Could not open input file: nope.php\n".to_string(),
            String::new()
        )
    );
}

#[test]
fn lint_bad_file_follows_display_settings() {
    let d = scratch("lint-bad");
    let errors = "Errors parsing bad.php\n";
    let plain = format!("Parse error: {BAD_MSG} in bad.php on line 3\n");
    assert_eq!(
        run(&d, &["-n", "-l", "bad.php"]),
        (255, format!("\n{plain}{errors}"), String::new())
    );
    assert_eq!(
        run(&d, &["-n", "-d", "display_errors=stderr", "-l", "bad.php"]),
        (255, errors.to_string(), plain.clone())
    );
    assert_eq!(
        run(&d, &["-n", "-d", "log_errors=1", "-l", "bad.php"]),
        (
            255,
            format!("\n{plain}{errors}"),
            format!("PHP Parse error:  {BAD_MSG} in bad.php on line 3\n")
        )
    );
    assert_eq!(
        run(&d, &["-n", "-d", "display_errors=0", "-l", "bad.php"]),
        (255, errors.to_string(), String::new())
    );
    assert_eq!(
        run(
            &d,
            &[
                "-n",
                "-d",
                "error_reporting=E_ALL&~E_PARSE",
                "-l",
                "bad.php"
            ]
        ),
        (255, errors.to_string(), String::new())
    );
    assert_eq!(
        run(
            &d,
            &[
                "-n",
                "-d",
                "error_prepend_string=PRE",
                "-d",
                "error_append_string=APP",
                "-l",
                "bad.php"
            ]
        ),
        (255, format!("PRE\n{plain}APP{errors}"), String::new())
    );
    let html = "<br />\n<b>Parse error</b>:  syntax error, unexpected token &quot;echo&quot;, \
                expecting &quot;,&quot; or &quot;;&quot; in <b>bad.php</b> on line <b>3</b><br />\n";
    assert_eq!(
        run(&d, &["-n", "-d", "html_errors=1", "-l", "bad.php"]),
        (255, format!("{html}{errors}"), String::new())
    );
}

#[test]
fn lint_stdin() {
    let d = scratch("lint-stdin");
    assert_eq!(
        run_stdin(&d, &["-n", "-l"], b"<?php echo 1;"),
        (
            0,
            "No syntax errors detected in Standard input code\n".to_string(),
            String::new()
        )
    );
    assert_eq!(
        run_stdin(&d, &["-n", "-l", "--", "good.php"], b"<?php echo 1 echo"),
        (
            255,
            "\nParse error: syntax error, unexpected token \"echo\", expecting \",\" or \";\" \
             in Standard input code on line 1\nErrors parsing Standard input code\n"
                .to_string(),
            String::new()
        )
    );
}

#[test]
fn ini_files_listing() {
    let d = scratch("ini");
    let none = "Configuration File (php.ini) Path: /etc/tusk\n\
                Loaded Configuration File:         (none)\n\
                Scan for additional .ini files in: (none)\n\
                Additional .ini files parsed:      (none)\n";
    assert_eq!(
        run(&d, &["-n", "--ini"]),
        (0, none.to_string(), String::new())
    );
    std::fs::write(d.join("my.ini"), "precision = 5\n").unwrap();
    let (code, out, _) = run(&d, &["-c", "my.ini", "--ini"]);
    assert_eq!(code, 0);
    let path = std::fs::canonicalize(d.join("my.ini")).unwrap();
    assert!(
        out.contains(&format!(
            "Loaded Configuration File:         {}\n",
            path.display()
        )),
        "{out}"
    );
    // php: -n stops the search ($PHPRC, /etc/tusk) but still reads a -c file.
    let loaded = format!("Loaded Configuration File:         {}\n", path.display());
    assert!(run(&d, &["-c", "my.ini", "-n", "--ini"])
        .1
        .contains(&loaded));
    assert!(run(&d, &["-n", "-c", "my.ini", "--ini"])
        .1
        .contains(&loaded));
    let (_, out, _) = tusk_env(&d, &["-n", "--ini"], "PHPRC", &path);
    assert_eq!(out, none);
}

#[test]
fn info_shows_effective_settings() {
    let d = scratch("info");
    let (code, out, err) = run(
        &d,
        &["-n", "-d", "precision=5", "-i", "-d", "memory_limit=1G"],
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("phpinfo()\nPHP Version => 8.2."), "{out}");
    for line in [
        "Loaded Configuration File => (none)",
        "Directive => Local Value => Master Value",
        "display_errors => STDOUT => STDOUT",
        "log_errors => Off => Off",
        "error_log => no value => no value",
        "precision => 5 => 5",
        // php ignores arguments after -i.
        "memory_limit => 128M => 128M",
        "date.timezone => UTC => UTC",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line:?}");
    }
    std::fs::write(
        d.join("php.ini"),
        "[PHP]\ndisplay_errors = Off\nlog_errors = On\n",
    )
    .unwrap();
    let (_, out, _) = run(&d, &["-c", ".", "-i"]);
    assert!(out.lines().any(|l| l == "display_errors => Off => Off"));
    assert!(out.lines().any(|l| l == "log_errors => On => On"));
}

// Debian's own php.ini files, when present: values as `php -c FILE`
// reports them with ini_get.
#[test]
fn reads_debians_php_ini_like_php() {
    let d = scratch("debian-ini");
    let cases: &[(&str, &[&str])] = &[
        (
            "/usr/lib/php/8.2/php.ini-production",
            &[
                "error_reporting => 22527 => 22527",
                "display_errors => Off => Off",
                "memory_limit => 128M => 128M",
            ],
        ),
        (
            "/usr/lib/php/8.2/php.ini-development",
            &[
                "error_reporting => 32767 => 32767",
                "display_errors => STDOUT => STDOUT",
            ],
        ),
    ];
    for (file, want) in cases {
        if !std::path::Path::new(file).exists() {
            continue;
        }
        let (code, out, err) = run(&d, &["-c", file, "-i"]);
        assert_eq!((code, err.as_str()), (0, ""));
        for line in want.iter().copied().chain([
            // Forced by the CLI after php.ini.
            "max_execution_time => 0 => 0",
            "output_buffering => 0 => 0",
            "implicit_flush => On => On",
            "register_argc_argv => On => On",
        ]) {
            assert!(out.lines().any(|l| l == line), "{file}: missing {line:?}");
        }
    }
}

#[test]
fn php_ini_errors_and_precedence() {
    let d = scratch("ini-err");
    std::fs::write(
        d.join("bad.ini"),
        "display_errors = stderr\nb = )\nlog_errors = 1\n",
    )
    .unwrap();
    let path = std::fs::canonicalize(d.join("bad.ini")).unwrap();
    let (code, out, err) = run(&d, &["-c", "bad.ini", "-l", "bad.php"]);
    assert_eq!(code, 255);
    assert_eq!(out, "Errors parsing bad.php\n");
    // Entries before the error apply (stderr display), later ones do not.
    assert_eq!(
        err,
        format!(
            "PHP:  syntax error, unexpected ')' in {} on line 2\n\
             Parse error: {BAD_MSG} in bad.php on line 3\n",
            path.display()
        )
    );
    // -d overrides php.ini.
    let (_, out, err) = run(
        &d,
        &["-c", "bad.ini", "-d", "display_errors=1", "-l", "bad.php"],
    );
    assert!(out.starts_with("\nParse error:"), "{out}");
    assert!(!err.contains("Parse error: syntax"));
    // $PHPRC names the file when there is no -c.
    let o = Command::new(env!("CARGO_BIN_EXE_tusk"))
        .args(["--ini"])
        .current_dir(&*d)
        .env("PHPRC", &path)
        .env_remove("PHP_INI_SCAN_DIR")
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains(&format!(
        "Loaded Configuration File:         {}\n",
        path.display()
    )));
}

/// A CLI run leaves its values unfreed at exit (the process gives the
/// memory back): what the script did must all be there anyway. A file
/// written and never closed has all its bytes, and a tmpfile() stream left
/// open still removes its file, as php's shutdown does.
#[test]
fn script_end_keeps_files_and_removes_tmpfiles() {
    let d = scratch("script-end");
    std::fs::write(
        d.join("end.php"),
        "<?php\n$f = fopen('out.txt', 'w');\nfwrite($f, str_repeat('ab', 50000));\n\
         $t = tmpfile();\nfwrite($t, 'x');\n$keep = [$t, $f, range(1, 100000)];\n\
         echo stream_get_meta_data($t)['uri'];\n",
    )
    .unwrap();
    let (code, out, err) = run(&d, &["end.php"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("php"), "{out}");
    assert!(!std::path::Path::new(&out).exists(), "{out} left behind");
    assert_eq!(std::fs::metadata(d.join("out.txt")).unwrap().len(), 100_000);
    std::fs::write(
        d.join("plain.php"),
        "<?php\n$f = fopen('out2.txt', 'w');\nfwrite($f, 'done');\n$a = range(1, 1000);\necho count($a);\n",
    )
    .unwrap();
    assert_eq!(run(&d, &["plain.php"]), (0, "1000".into(), String::new()));
    assert_eq!(std::fs::read_to_string(d.join("out2.txt")).unwrap(), "done");
}
