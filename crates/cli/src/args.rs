//! The command line of `tusk`, parsed the way php's CLI parses its own:
//! short options (clustered, `-dfoo=bar`, `-d=foo`), long options
//! (`--define foo`, `--define=foo`), `--`, and php's error texts.
//!
//! Options are read left to right; -h, -v, -m, -i and --ini act as soon as
//! they are met, with the -c/-n/-d seen before them (later arguments are
//! not even checked), as php does. This module only parses: it neither
//! reads files nor prints.

use std::ffi::OsString;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::PathBuf;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Action {
    /// Run a script (a file, `-r` code or standard input).
    Run,
    /// `-l`: syntax check only.
    Lint,
    Help,
    Version,
    Modules,
    Info,
    /// `--ini`: the configuration files.
    IniFiles,
    /// `-a`.
    Interactive,
    /// A php option Tusk does not implement (named as typed).
    Unsupported(String),
}

/// Where the main script comes from.
#[derive(Debug, PartialEq, Eq)]
pub enum Script {
    File(OsString),
    Code(Vec<u8>),
    Stdin,
}

#[derive(Debug)]
pub struct Cli {
    pub action: Action,
    /// `-n`.
    pub no_ini: bool,
    /// `-c FILE|DIR`.
    pub ini_path: Option<PathBuf>,
    /// Each `-d`, in order.
    pub defines: Vec<String>,
    pub script: Script,
    /// The script's arguments (after the script name).
    pub args: Vec<OsString>,
}

/// Why the command line is refused.
#[derive(Debug, PartialEq, Eq)]
pub enum ArgError {
    /// A getopt error ("Error in argument N, char M: ..."), printed on
    /// stderr followed by the usage text on stdout.
    Getopt(String),
    /// A conflict such as "You can use -r only once.", printed on stdout.
    Conflict(String),
}

/// An option: its letter (long-only options get a private letter) and
/// whether it takes an argument.
struct Opt {
    short: u8,
    long: &'static [&'static str],
    arg: bool,
}

const OPTS: &[Opt] = &[
    Opt {
        short: b'a',
        long: &["interactive"],
        arg: false,
    },
    Opt {
        short: b'B',
        long: &["process-begin"],
        arg: true,
    },
    Opt {
        short: b'C',
        long: &["no-chdir"],
        arg: false,
    },
    Opt {
        short: b'c',
        long: &["php-ini"],
        arg: true,
    },
    Opt {
        short: b'd',
        long: &["define"],
        arg: true,
    },
    Opt {
        short: b'E',
        long: &["process-end"],
        arg: true,
    },
    Opt {
        short: b'e',
        long: &["profile-info"],
        arg: false,
    },
    Opt {
        short: b'F',
        long: &["process-file"],
        arg: true,
    },
    Opt {
        short: b'f',
        long: &["file"],
        arg: true,
    },
    Opt {
        short: b'h',
        long: &["help"],
        arg: false,
    },
    Opt {
        short: b'?',
        long: &["usage"],
        arg: false,
    },
    Opt {
        short: b'H',
        long: &["hide-args"],
        arg: false,
    },
    Opt {
        short: b'i',
        long: &["info"],
        arg: false,
    },
    Opt {
        short: b'l',
        long: &["syntax-check"],
        arg: false,
    },
    Opt {
        short: b'm',
        long: &["modules"],
        arg: false,
    },
    Opt {
        short: b'n',
        long: &["no-php-ini"],
        arg: false,
    },
    Opt {
        short: b'q',
        long: &["no-header"],
        arg: false,
    },
    Opt {
        short: b'R',
        long: &["process-code"],
        arg: true,
    },
    Opt {
        short: b'r',
        long: &["run"],
        arg: true,
    },
    Opt {
        short: b's',
        long: &["syntax-highlight", "syntax-highlighter"],
        arg: false,
    },
    Opt {
        short: b'S',
        long: &["server"],
        arg: true,
    },
    Opt {
        short: b't',
        long: &["docroot"],
        arg: true,
    },
    Opt {
        short: b'v',
        long: &["version"],
        arg: false,
    },
    Opt {
        short: b'w',
        long: &["strip"],
        arg: false,
    },
    Opt {
        short: b'z',
        long: &["zend-extension"],
        arg: true,
    },
    // Long-only options.
    Opt {
        short: 1,
        long: &["ini"],
        arg: false,
    },
    Opt {
        short: 2,
        long: &["rf"],
        arg: true,
    },
    Opt {
        short: 3,
        long: &["rc"],
        arg: true,
    },
    Opt {
        short: 4,
        long: &["re"],
        arg: true,
    },
    Opt {
        short: 5,
        long: &["rz"],
        arg: true,
    },
    Opt {
        short: 6,
        long: &["ri"],
        arg: true,
    },
];

/// The running mode, as php tracks it to refuse conflicting options.
#[derive(PartialEq, Eq)]
enum Mode {
    Standard,
    Direct,
    Lint,
}

const EITHER: &str = "Either execute direct code, process stdin or use a file.";

/// Parses `argv` (with the program name first).
pub fn parse(argv: &[OsString]) -> Result<Cli, ArgError> {
    let mut cli = Cli {
        action: Action::Run,
        no_ini: false,
        ini_path: None,
        defines: Vec::new(),
        script: Script::Stdin,
        args: Vec::new(),
    };
    let mut mode = Mode::Standard;
    let mut file: Option<OsString> = None;
    let mut code: Option<Vec<u8>> = None;
    let mut dashdash = false;
    let mut i = 1;
    'args: while i < argv.len() {
        let a = argv[i].as_bytes();
        if a == b"--" {
            dashdash = true;
            i += 1;
            break;
        }
        if a.len() < 2 || a[0] != b'-' {
            break;
        }
        // Each option met in this argument: (letter, value, display name).
        let mut found: Vec<(u8, Option<Vec<u8>>, String)> = Vec::new();
        if let Some(long) = a.strip_prefix(b"--") {
            let (name, inline) = match long.iter().position(|&c| c == b'=') {
                Some(p) => (&long[..p], Some(long[p + 1..].to_vec())),
                None => (long, None),
            };
            let Some(opt) = OPTS
                .iter()
                .find(|o| o.long.iter().any(|l| l.as_bytes() == name))
            else {
                return Err(ArgError::Getopt(format!(
                    "Error in argument {i}, char 2: no argument for option -"
                )));
            };
            let value = if !opt.arg {
                None
            } else if let Some(v) = inline {
                Some(v)
            } else if i + 1 < argv.len() {
                i += 1;
                Some(argv[i].as_bytes().to_vec())
            } else {
                return Err(ArgError::Getopt(format!(
                    "Error in argument {i}, char 1: no argument for option -"
                )));
            };
            found.push((
                opt.short,
                value,
                format!("--{}", String::from_utf8_lossy(name)),
            ));
        } else {
            let mut j = 1;
            while j < a.len() {
                let c = a[j];
                let Some(opt) = OPTS.iter().find(|o| o.short == c && c > 6) else {
                    return Err(ArgError::Getopt(format!(
                        "Error in argument {i}, char {}: option not found {}",
                        j + 1,
                        c as char
                    )));
                };
                if !opt.arg {
                    found.push((c, None, format!("-{}", c as char)));
                    j += 1;
                    continue;
                }
                let mut rest = &a[j + 1..];
                if rest.first() == Some(&b'=') {
                    rest = &rest[1..];
                }
                let value = if !rest.is_empty() {
                    rest.to_vec()
                } else if i + 1 < argv.len() {
                    i += 1;
                    argv[i].as_bytes().to_vec()
                } else {
                    return Err(ArgError::Getopt(format!(
                        "Error in argument {i}, char {}: no argument for option {}",
                        j + 1,
                        c as char
                    )));
                };
                found.push((c, Some(value), format!("-{}", c as char)));
                break;
            }
        }
        for (c, value, name) in found {
            let value = value.unwrap_or_default();
            let stop = match c {
                b'c' => {
                    cli.ini_path = Some(PathBuf::from(OsString::from_vec(value)));
                    None
                }
                b'n' => {
                    cli.no_ini = true;
                    None
                }
                b'd' => {
                    cli.defines
                        .push(String::from_utf8_lossy(&value).into_owned());
                    None
                }
                b'h' | b'?' => Some(Action::Help),
                b'v' => Some(Action::Version),
                b'm' => Some(Action::Modules),
                b'i' => Some(Action::Info),
                1 => Some(Action::IniFiles),
                b'a' => Some(Action::Interactive),
                b'l' => {
                    if mode == Mode::Standard {
                        mode = Mode::Lint;
                    }
                    None
                }
                b'r' => {
                    if mode == Mode::Direct {
                        return Err(ArgError::Conflict("You can use -r only once.".into()));
                    }
                    if mode != Mode::Standard {
                        return Err(ArgError::Conflict(EITHER.into()));
                    }
                    mode = Mode::Direct;
                    code = Some(value);
                    None
                }
                b'f' => {
                    if mode == Mode::Direct {
                        return Err(ArgError::Conflict(EITHER.into()));
                    }
                    if file.is_some() {
                        return Err(ArgError::Conflict("You can use -f only once.".into()));
                    }
                    file = Some(OsString::from_vec(value));
                    None
                }
                // Accepted and ignored, as in php's CLI.
                b'e' | b'q' | b'H' | b'C' => None,
                _ => Some(Action::Unsupported(name)),
            };
            if let Some(action) = stop {
                cli.action = action;
                break 'args;
            }
        }
        i += 1;
    }
    if !matches!(cli.action, Action::Run) {
        return Ok(cli);
    }
    let mut rest: Vec<OsString> = argv.get(i..).unwrap_or_default().to_vec();
    if mode == Mode::Lint {
        cli.action = Action::Lint;
    }
    cli.script = if let Some(c) = code {
        Script::Code(c)
    } else if let Some(f) = file {
        Script::File(f)
    } else if !dashdash && !rest.is_empty() {
        Script::File(rest.remove(0))
    } else {
        Script::Stdin
    };
    cli.args = rest;
    Ok(cli)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Cli, ArgError> {
        let mut v = vec![OsString::from("tusk")];
        v.extend(args.iter().map(OsString::from));
        parse(&v)
    }

    fn getopt(s: &str) -> Result<Cli, ArgError> {
        Err(ArgError::Getopt(s.to_string()))
    }

    // Messages and argv splits below are php's (php -n ...).
    #[test]
    fn errors_like_php() {
        let e = |args: &[&str]| p(args).unwrap_err();
        assert_eq!(
            e(&["-x"]),
            getopt("Error in argument 1, char 2: option not found x").unwrap_err()
        );
        assert_eq!(
            e(&["-n", "-x"]),
            getopt("Error in argument 2, char 2: option not found x").unwrap_err()
        );
        assert_eq!(
            e(&["-d"]),
            getopt("Error in argument 1, char 2: no argument for option d").unwrap_err()
        );
        assert_eq!(
            e(&["--foo"]),
            getopt("Error in argument 1, char 2: no argument for option -").unwrap_err()
        );
        assert_eq!(
            e(&["--ri"]),
            getopt("Error in argument 1, char 1: no argument for option -").unwrap_err()
        );
        assert_eq!(
            e(&["-lgood.php"]),
            getopt("Error in argument 1, char 3: option not found g").unwrap_err()
        );
        assert_eq!(
            e(&["-r", "1;", "-x"]),
            getopt("Error in argument 3, char 2: option not found x").unwrap_err()
        );
        assert_eq!(
            e(&["-r", "1;", "-r", "2;"]),
            ArgError::Conflict("You can use -r only once.".into())
        );
        assert_eq!(
            e(&["-r", "1;", "-f", "a"]),
            ArgError::Conflict(EITHER.into())
        );
        assert_eq!(e(&["-l", "-r", "1;"]), ArgError::Conflict(EITHER.into()));
        assert_eq!(
            e(&["-f", "a", "-f", "b"]),
            ArgError::Conflict("You can use -f only once.".into())
        );
    }

    #[test]
    fn actions_stop_parsing() {
        assert_eq!(p(&["-v", "-x"]).unwrap().action, Action::Version);
        assert_eq!(p(&["-lv"]).unwrap().action, Action::Version);
        assert_eq!(p(&["--version=3"]).unwrap().action, Action::Version);
        let c = p(&["-d", "a=1", "-i", "-d", "b=2"]).unwrap();
        assert_eq!(c.action, Action::Info);
        assert_eq!(c.defines, vec!["a=1".to_string()]);
        assert_eq!(
            p(&["-S", "x"]).unwrap().action,
            Action::Unsupported("-S".into())
        );
    }

    #[test]
    fn defines_and_clusters() {
        let c = p(&[
            "-qn",
            "-dprecision=4",
            "-d=a=b",
            "--define",
            "x",
            "--define=y=1",
            "-qdz=2",
            "-c",
            "/x",
        ])
        .unwrap();
        assert!(c.no_ini);
        assert_eq!(c.defines, ["precision=4", "a=b", "x", "y=1", "z=2"]);
        assert_eq!(c.ini_path, Some(PathBuf::from("/x")));
        assert_eq!(c.script, Script::Stdin);
    }

    #[test]
    fn script_and_args_like_php() {
        let args = |c: &Cli| {
            c.args
                .iter()
                .map(|a| a.to_str().unwrap().to_string())
                .collect::<Vec<_>>()
        };
        let c = p(&["av.php", "-x", "--y", "--", "z"]).unwrap();
        assert_eq!(c.script, Script::File("av.php".into()));
        assert_eq!(args(&c), ["-x", "--y", "--", "z"]);
        let c = p(&["-f", "av.php", "--", "-x"]).unwrap();
        assert_eq!(c.script, Script::File("av.php".into()));
        assert_eq!(args(&c), ["-x"]);
        let c = p(&["-r", "echo 1;", "--", "--", "q"]).unwrap();
        assert_eq!(c.script, Script::Code(b"echo 1;".to_vec()));
        assert_eq!(args(&c), ["--", "q"]);
        let c = p(&["--", "a", "-b"]).unwrap();
        assert_eq!(c.script, Script::Stdin);
        assert_eq!(args(&c), ["a", "-b"]);
        let c = p(&["-l", "--", "good.php"]).unwrap();
        assert_eq!((c.action, c.script), (Action::Lint, Script::Stdin));
        let c = p(&["-l", "good.php", "other.php"]).unwrap();
        assert_eq!(
            (c.action, c.script),
            (Action::Lint, Script::File("good.php".into()))
        );
        let c = p(&["-r", "1;", "-l"]).unwrap();
        assert_eq!(c.action, Action::Run);
        let c = p(&["-"]).unwrap();
        assert_eq!(c.script, Script::File("-".into()));
    }
}
