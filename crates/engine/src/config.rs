//! Configuration: the effective ini settings of one engine instance.
//!
//! It holds php 8.2 CLI's defaults (as `php -n` reports them), reads
//! php.ini files with php's ini syntax (sections, `key = value`, quoted
//! strings, `;` comments, `${VAR}` references, On/Off words, constant
//! expressions such as `E_ALL & ~E_DEPRECATED`) and applies `-d key=value`
//! the way php's CLI does. Later settings override earlier ones: defaults,
//! then php.ini, then the scanned .ini files, then each `-d` in order.
//!
//! Where Tusk looks for php.ini (no `-c`, no `-n`): the file or directory in
//! `$PHPRC`, then [`CONFIG_FILE_PATH`] (`/etc/tusk`); in a directory it takes
//! `php-cli.ini`, else `php.ini`. `-c FILE|DIR` replaces that search (a
//! missing file is silently no file, as in php). `-n` stops the search and
//! the scan directory, but a `-c` file is still read (php does the same).
//! `$PHP_INI_SCAN_DIR` names
//! directories (`:`-separated) whose `*.ini` files are read after php.ini,
//! sorted by name. Tusk never reads php's own /etc/php/8.2/cli/php.ini.
//!
//! It is not the runtime ini table: `ini_set` and typed per-request values
//! are the VM's business; this is the startup ("master") configuration.
//! Settings are strings (non-UTF-8 bytes in an ini file are replaced).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The PHP version Tusk reports (ini constants, `-v`, `-i`).
pub const PHP_VERSION: &str = "8.2.36";
/// The directory Tusk searches for php.ini (php's PHP_CONFIG_FILE_PATH).
pub const CONFIG_FILE_PATH: &str = "/etc/tusk";

/// How a setting is displayed by phpinfo (`-i`): the raw value is always
/// what `ini_get` returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IniKind {
    /// The raw string ("no value" when empty).
    Str,
    /// On/Off.
    Bool,
    /// STDOUT/STDERR/Off.
    DisplayErrors,
    /// A highlight colour, shown in a `<font>` tag.
    Color,
}

use IniKind::{Bool as B, Color as C, DisplayErrors as D, Str as S};

/// php 8.2 CLI's registered settings and their defaults, per module, as
/// `php -n` reports them (generated with ini_get_all and phpinfo), in
/// phpinfo's order.
pub const DEFAULTS: &[(&str, &[(&str, &str, IniKind)])] = &[
    (
        "Core",
        &[
            ("allow_url_fopen", "1", B),
            ("allow_url_include", "0", B),
            ("arg_separator.input", "&", S),
            ("arg_separator.output", "&", S),
            ("auto_append_file", "", S),
            ("auto_globals_jit", "1", B),
            ("auto_prepend_file", "", S),
            ("browscap", "", S),
            ("default_charset", "UTF-8", S),
            ("default_mimetype", "text/html", S),
            ("disable_classes", "", S),
            ("disable_functions", "", S),
            ("display_errors", "1", D),
            ("display_startup_errors", "1", B),
            ("doc_root", "", S),
            ("docref_ext", "", S),
            ("docref_root", "", S),
            ("enable_dl", "1", B),
            ("enable_post_data_reading", "1", B),
            ("error_append_string", "", S),
            ("error_log", "", S),
            ("error_log_mode", "0644", S),
            ("error_prepend_string", "", S),
            ("error_reporting", "", S),
            ("expose_php", "1", B),
            ("extension_dir", "/usr/lib/php/20220829", S),
            ("fiber.stack_size", "", S),
            ("file_uploads", "1", B),
            ("hard_timeout", "2", S),
            ("highlight.comment", "#FF8000", C),
            ("highlight.default", "#0000BB", C),
            ("highlight.html", "#000000", C),
            ("highlight.keyword", "#007700", C),
            ("highlight.string", "#DD0000", C),
            ("html_errors", "0", B),
            ("ignore_repeated_errors", "0", B),
            ("ignore_repeated_source", "0", B),
            ("ignore_user_abort", "0", B),
            ("implicit_flush", "1", B),
            ("include_path", ".:/usr/share/php", S),
            ("input_encoding", "", S),
            ("internal_encoding", "", S),
            ("log_errors", "0", B),
            ("mail.add_x_header", "0", B),
            ("mail.force_extra_parameters", "", S),
            ("mail.log", "", S),
            ("mail.mixed_lf_and_crlf", "0", B),
            ("max_execution_time", "0", S),
            ("max_file_uploads", "20", S),
            ("max_input_nesting_level", "64", S),
            ("max_input_time", "-1", S),
            ("max_input_vars", "1000", S),
            ("max_multipart_body_parts", "-1", S),
            ("memory_limit", "128M", S),
            ("open_basedir", "", S),
            ("output_buffering", "0", S),
            ("output_encoding", "", S),
            ("output_handler", "", S),
            ("post_max_size", "8M", S),
            ("precision", "14", S),
            ("realpath_cache_size", "4096K", S),
            ("realpath_cache_ttl", "120", S),
            ("register_argc_argv", "1", B),
            ("report_memleaks", "1", B),
            ("report_zend_debug", "0", B),
            ("request_order", "", S),
            ("sendmail_from", "", S),
            ("sendmail_path", "/usr/sbin/sendmail -t -i", S),
            ("serialize_precision", "-1", S),
            ("short_open_tag", "1", B),
            ("SMTP", "localhost", S),
            ("smtp_port", "25", S),
            ("sys_temp_dir", "", S),
            ("syslog.facility", "LOG_USER", S),
            ("syslog.filter", "no-ctrl", S),
            ("syslog.ident", "php", S),
            ("unserialize_callback_func", "", S),
            ("upload_max_filesize", "2M", S),
            ("upload_tmp_dir", "", S),
            ("user_dir", "", S),
            ("user_ini.cache_ttl", "300", S),
            ("user_ini.filename", ".user.ini", S),
            ("variables_order", "EGPCS", S),
            ("xmlrpc_error_number", "0", S),
            ("xmlrpc_errors", "0", B),
            ("zend.assertions", "1", S),
            ("zend.detect_unicode", "1", B),
            ("zend.enable_gc", "1", B),
            ("zend.exception_ignore_args", "0", B),
            ("zend.exception_string_param_max_len", "15", S),
            ("zend.multibyte", "0", B),
            ("zend.script_encoding", "", S),
            ("zend.signal_check", "0", B),
        ],
    ),
    (
        "date",
        &[
            ("date.default_latitude", "31.7667", S),
            ("date.default_longitude", "35.2333", S),
            ("date.sunrise_zenith", "90.833333", S),
            ("date.sunset_zenith", "90.833333", S),
            ("date.timezone", "UTC", S),
        ],
    ),
    (
        "pcre",
        &[
            ("pcre.backtrack_limit", "1000000", S),
            ("pcre.jit", "1", B),
            ("pcre.recursion_limit", "100000", S),
        ],
    ),
    (
        "standard",
        &[
            ("assert.active", "1", B),
            ("assert.bail", "0", B),
            ("assert.callback", "", S),
            ("assert.exception", "1", B),
            ("assert.warning", "1", B),
            ("auto_detect_line_endings", "0", B),
            ("default_socket_timeout", "60", S),
            ("from", "", S),
            ("session.trans_sid_hosts", "", S),
            (
                "session.trans_sid_tags",
                "a=href,area=href,frame=src,form=",
                S,
            ),
            ("unserialize_max_depth", "4096", S),
            ("url_rewriter.hosts", "", S),
            ("url_rewriter.tags", "form=", S),
            ("user_agent", "", S),
        ],
    ),
    (
        "session",
        &[
            ("session.auto_start", "0", B),
            ("session.cache_expire", "180", S),
            ("session.cache_limiter", "nocache", S),
            ("session.cookie_domain", "", S),
            ("session.cookie_httponly", "0", B),
            ("session.cookie_lifetime", "0", S),
            ("session.cookie_path", "/", S),
            ("session.cookie_samesite", "", S),
            ("session.cookie_secure", "0", B),
            ("session.gc_divisor", "100", S),
            ("session.gc_maxlifetime", "1440", S),
            ("session.gc_probability", "1", S),
            ("session.lazy_write", "1", B),
            ("session.name", "PHPSESSID", S),
            ("session.referer_check", "", S),
            ("session.save_handler", "files", S),
            ("session.save_path", "/var/lib/php/sessions", S),
            ("session.serialize_handler", "php", S),
            ("session.sid_bits_per_character", "4", S),
            ("session.sid_length", "32", S),
            ("session.upload_progress.cleanup", "1", B),
            ("session.upload_progress.enabled", "0", B),
            ("session.upload_progress.freq", "1%", S),
            ("session.upload_progress.min_freq", "1", S),
            (
                "session.upload_progress.name",
                "PHP_SESSION_UPLOAD_PROGRESS",
                S,
            ),
            ("session.upload_progress.prefix", "upload_progress_", S),
            ("session.use_cookies", "1", B),
            ("session.use_only_cookies", "1", B),
            ("session.use_strict_mode", "0", B),
            ("session.use_trans_sid", "0", B),
        ],
    ),
];

/// The settings php's CLI forces after reading php.ini (before `-d`).
const CLI_FORCED: &str = "html_errors=0\nregister_argc_argv=1\nimplicit_flush=1\n\
                          output_buffering=0\nmax_execution_time=0\nmax_input_time=-1\n";

/// php's own defaults for the settings the CLI forces (what php-fpm has
/// without a php.ini).
const SERVER_DEFAULTS: &[(&str, &str)] = &[
    ("html_errors", "1"),
    ("implicit_flush", "0"),
    ("max_execution_time", "30"),
    // Sessions in the system's temporary directory unless configured
    // (Debian's /var/lib/php/sessions need not exist where Tusk runs).
    ("session.save_path", ""),
];

/// E_ALL, the error level used when `error_reporting` has no value.
pub const E_ALL: i64 = 32767;

/// Where errors are displayed (php's `display_errors` modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DisplayErrors {
    Off,
    Stdout,
    Stderr,
}

/// The effective ini settings, in the order they were first set.
#[derive(Clone, Debug, Default)]
pub struct Config {
    entries: Vec<(String, String)>,
    index: HashMap<String, usize>,
    /// The php.ini that was read ("Loaded Configuration File").
    pub loaded_file: Option<PathBuf>,
    /// The scan directories from `$PHP_INI_SCAN_DIR`, as given.
    pub scan_dir: Option<String>,
    /// The additional .ini files read from the scan directories.
    pub scanned_files: Vec<PathBuf>,
}

impl Config {
    /// php 8.2 CLI's defaults (no php.ini read).
    pub fn cli_defaults() -> Config {
        let mut c = Config::default();
        for (k, v, _) in DEFAULTS.iter().flat_map(|m| m.1.iter()) {
            c.set(k, v);
        }
        c
    }

    /// Sets a setting to a raw value (no ini syntax applied).
    pub fn set(&mut self, key: &str, value: &str) {
        match self.index.get(key) {
            Some(&i) => self.entries[i].1 = value.to_string(),
            None => {
                self.index.insert(key.to_string(), self.entries.len());
                self.entries.push((key.to_string(), value.to_string()));
            }
        }
    }

    /// The raw value of a setting, as `ini_get`/`get_cfg_var` see it.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.index.get(key).map(|&i| self.entries[i].1.as_str())
    }

    /// Every setting, in the order it was first set.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// Reads a php.ini file. Entries before a syntax error are kept; the
    /// error is "syntax error, unexpected ... in FILE on line N" (php prints
    /// it as "PHP:  " + that on stderr and carries on).
    pub fn load_ini_file(&mut self, path: &Path) -> Result<(), String> {
        let src = std::fs::read(path).map_err(|e| format!("{}: {}", path.display(), e))?;
        self.load_ini_str(&src, &path.display().to_string())
    }

    /// Parses ini text; `file` names it in error messages.
    pub fn load_ini_str(&mut self, src: &[u8], file: &str) -> Result<(), String> {
        let mut p = IniParser {
            src,
            pos: 0,
            line: 1,
        };
        p.run(self)
            .map_err(|(msg, line)| format!("syntax error, {msg} in {file} on line {line}"))
    }

    /// The CLI's last word on the settings, after php.ini: php's CLI forces
    /// six settings (html_errors=0, register_argc_argv=1, implicit_flush=1,
    /// output_buffering=0, max_execution_time=0, max_input_time=-1), then
    /// applies each `-d` in order: `key=value`, or `key` alone for "1".
    /// Values go through the ini syntax (constants, On/Off, `${VAR}`), but
    /// as in php a value that starts with neither a letter, a digit nor a
    /// quote is taken as a quoted string. Like php, all of it is parsed as
    /// one text, so an error names file "Unknown" and that text's line, and
    /// the defines after it are dropped. Call it once, even with no `-d`.
    pub fn apply_defines<S: AsRef<str>>(&mut self, args: &[S]) -> Result<(), String> {
        self.apply_defines_after(CLI_FORCED, args)
    }

    /// The server's settings (php-fpm's defaults with no php.ini: the
    /// CLI's forced values undone) before php.ini and `-d`.
    pub fn server_defaults() -> Config {
        let mut c = Config::cli_defaults();
        for (k, v) in SERVER_DEFAULTS {
            c.set(k, v);
        }
        c
    }

    /// The server's `-d` settings (as [`Config::apply_defines`], without
    /// the CLI's forced ones).
    pub fn apply_server_defines<S: AsRef<str>>(&mut self, args: &[S]) -> Result<(), String> {
        self.apply_defines_after("", args)
    }

    fn apply_defines_after<S: AsRef<str>>(
        &mut self,
        forced: &str,
        args: &[S],
    ) -> Result<(), String> {
        let mut text = String::from(forced);
        for a in args {
            let arg = a.as_ref();
            match arg.split_once('=') {
                None => text.push_str(&format!("{arg}=1\n")),
                Some((k, v)) => match v.as_bytes().first() {
                    Some(&c) if !c.is_ascii_alphanumeric() && c != b'"' && c != b'\'' => {
                        text.push_str(&format!("{k}=\"{v}\"\n"))
                    }
                    _ => text.push_str(&format!("{arg}\n")),
                },
            }
        }
        let mut p = IniParser {
            src: text.as_bytes(),
            pos: 0,
            line: 1,
        };
        p.run(self)
            .map_err(|(msg, line)| format!("syntax error, {msg} in Unknown on line {line}"))
    }

    /// One `-d` argument (with the CLI's forced settings first, see
    /// [`Config::apply_defines`]).
    pub fn apply_define(&mut self, arg: &str) -> Result<(), String> {
        self.apply_defines(&[arg])
    }

    /// Finds the php.ini to read: `explicit` (-c FILE|DIR) if given, else
    /// `$PHPRC`, else [`CONFIG_FILE_PATH`]. See the module comment.
    pub fn find_php_ini(explicit: Option<&Path>) -> Option<PathBuf> {
        fn in_place(p: &Path) -> Option<PathBuf> {
            if p.is_dir() {
                ["php-cli.ini", "php.ini"]
                    .iter()
                    .map(|n| p.join(n))
                    .find(|f| f.is_file())
            } else if p.is_file() {
                Some(p.to_path_buf())
            } else {
                None
            }
        }
        let abs = |p: PathBuf| std::fs::canonicalize(&p).unwrap_or(p);
        if let Some(p) = explicit {
            return in_place(p).map(abs);
        }
        if let Some(rc) = std::env::var_os("PHPRC").filter(|v| !v.is_empty()) {
            if let Some(f) = in_place(Path::new(&rc)) {
                return Some(abs(f));
            }
        }
        in_place(Path::new(CONFIG_FILE_PATH)).map(abs)
    }

    /// Reads the startup ini files (php.ini as [`Config::find_php_ini`]
    /// finds it, then the `$PHP_INI_SCAN_DIR` files) and records them.
    /// With `no_ini` (-n) there is no search and no scan directory, but an
    /// explicit -c file is still read, as in php. Returns the errors, each
    /// to be printed as "PHP:  " + error.
    pub fn load_startup_files(&mut self, explicit: Option<&Path>, no_ini: bool) -> Vec<String> {
        let mut errors = Vec::new();
        let found = match (explicit, no_ini) {
            (None, true) => None,
            _ => Self::find_php_ini(explicit),
        };
        if let Some(f) = found {
            if let Err(e) = self.load_ini_file(&f) {
                errors.push(e);
            }
            self.loaded_file = Some(f);
        }
        if no_ini {
            return errors;
        }
        if let Some(dirs) = std::env::var("PHP_INI_SCAN_DIR")
            .ok()
            .filter(|d| !d.is_empty())
        {
            for dir in dirs.split(':').filter(|d| !d.is_empty()) {
                let Ok(rd) = std::fs::read_dir(dir) else {
                    continue;
                };
                let mut files: Vec<PathBuf> = rd
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "ini") && p.is_file())
                    .collect();
                files.sort();
                for f in files {
                    if let Err(e) = self.load_ini_file(&f) {
                        errors.push(e);
                    }
                    self.scanned_files.push(f);
                }
            }
            self.scan_dir = Some(dirs);
        }
        errors
    }

    // ---- typed views -------------------------------------------------

    /// A setting read as php reads a boolean ini value ("on"/"yes"/"true"
    /// or a non-zero number). Missing settings are false.
    pub fn get_bool(&self, key: &str) -> bool {
        self.get(key).is_some_and(parse_bool)
    }

    /// A setting read as an integer (leading number, like atol).
    pub fn get_int(&self, key: &str) -> i64 {
        self.get(key).map_or(0, atol)
    }

    /// The error level: `error_reporting` evaluated, E_ALL when empty.
    pub fn error_reporting(&self) -> i64 {
        match self.get("error_reporting") {
            None | Some("") => E_ALL,
            Some(v) => atol(v),
        }
    }

    /// Where errors are displayed (`display_errors`: on/yes/true/stdout
    /// or any number but 0 and 2 mean stdout, "stderr" or 2 stderr).
    pub fn display_errors(&self) -> DisplayErrors {
        self.get("display_errors")
            .map_or(DisplayErrors::Off, parse_display_errors)
    }

    /// `memory_limit` in bytes; None when unlimited (negative).
    pub fn memory_limit(&self) -> Option<u64> {
        let q = parse_quantity(self.get("memory_limit").unwrap_or("128M"));
        (q >= 0).then_some(q as u64)
    }

    /// The value as phpinfo shows it (Local/Master Value columns), or None
    /// for a setting php does not register.
    pub fn display_value(&self, key: &str) -> Option<String> {
        let kind = DEFAULTS
            .iter()
            .flat_map(|m| m.1.iter())
            .find(|d| d.0 == key)?
            .2;
        let v = self.get(key).unwrap_or("");
        Some(match kind {
            IniKind::Bool => if parse_bool(v) { "On" } else { "Off" }.to_string(),
            IniKind::DisplayErrors => match parse_display_errors(v) {
                DisplayErrors::Off => "Off",
                DisplayErrors::Stdout => "STDOUT",
                DisplayErrors::Stderr => "STDERR",
            }
            .to_string(),
            IniKind::Color if !v.is_empty() => {
                format!("<font style=\"color: {v}\">{v}</font>")
            }
            _ if v.is_empty() => "no value".to_string(),
            _ => v.to_string(),
        })
    }
}

/// php's ini boolean: "true", "yes", "on" (any case) or a non-zero number.
pub fn parse_bool(v: &str) -> bool {
    let t = v.trim();
    ["true", "yes", "on"]
        .iter()
        .any(|w| t.eq_ignore_ascii_case(w))
        || atol(v) != 0
}

/// php's `display_errors` parser.
pub fn parse_display_errors(v: &str) -> DisplayErrors {
    let t = v.trim();
    if ["on", "yes", "true", "stdout"]
        .iter()
        .any(|w| t.eq_ignore_ascii_case(w))
    {
        return DisplayErrors::Stdout;
    }
    if t.eq_ignore_ascii_case("stderr") {
        return DisplayErrors::Stderr;
    }
    match atol(v) {
        0 => DisplayErrors::Off,
        2 => DisplayErrors::Stderr,
        _ => DisplayErrors::Stdout,
    }
}

/// A leading decimal integer, like C's atol/strtol (whitespace, a sign,
/// digits; saturating; 0 when there is no number).
pub fn atol(v: &str) -> i64 {
    let b = v.as_bytes();
    let mut i = 0;
    while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
        i += 1;
    }
    let neg = match b.get(i) {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let mut n: i64 = 0;
    while let Some(d) = b.get(i).filter(|c| c.is_ascii_digit()) {
        let d = (d - b'0') as i64;
        n = match n.checked_mul(10).and_then(|n| {
            if neg {
                n.checked_sub(d)
            } else {
                n.checked_add(d)
            }
        }) {
            Some(n) => n,
            None => return if neg { i64::MIN } else { i64::MAX },
        };
        i += 1;
    }
    n
}

pub use tusk_vm::runtime::parse_quantity;

/// The constants an ini value may name (those php registers before it
/// reads php.ini).
fn ini_constant(name: &str) -> Option<String> {
    let n: i64 = match name {
        "E_ERROR" => 1,
        "E_WARNING" => 2,
        "E_PARSE" => 4,
        "E_NOTICE" => 8,
        "E_CORE_ERROR" => 16,
        "E_CORE_WARNING" => 32,
        "E_COMPILE_ERROR" => 64,
        "E_COMPILE_WARNING" => 128,
        "E_USER_ERROR" => 256,
        "E_USER_WARNING" => 512,
        "E_USER_NOTICE" => 1024,
        "E_STRICT" => 2048,
        "E_RECOVERABLE_ERROR" => 4096,
        "E_DEPRECATED" => 8192,
        "E_USER_DEPRECATED" => 16384,
        "E_ALL" => E_ALL,
        "DEBUG_BACKTRACE_PROVIDE_OBJECT" => 1,
        "DEBUG_BACKTRACE_IGNORE_ARGS" => 2,
        "PHP_MAJOR_VERSION" => 8,
        "PHP_MINOR_VERSION" => 2,
        "PHP_RELEASE_VERSION" => 36,
        "PHP_VERSION_ID" => 80236,
        "PHP_ZTS" | "PHP_DEBUG" => 0,
        "PHP_INT_MAX" => i64::MAX,
        "PHP_INT_MIN" => i64::MIN,
        "PHP_INT_SIZE" => 8,
        "PHP_MAXPATHLEN" => 4096,
        "PHP_FLOAT_DIG" => 15,
        _ => {
            return match name {
                "PHP_VERSION" => Some(PHP_VERSION.to_string()),
                "PHP_EXTRA_VERSION" => Some(String::new()),
                "PHP_OS" | "PHP_OS_FAMILY" => Some(os_name()),
                "PHP_EOL" => Some("\n".to_string()),
                "DEFAULT_INCLUDE_PATH" => Some(".:/usr/share/php".to_string()),
                _ => None,
            }
        }
    };
    Some(n.to_string())
}

/// PHP_OS: "Linux", "Darwin", ...
fn os_name() -> String {
    match std::env::consts::OS {
        "linux" => "Linux".into(),
        "macos" => "Darwin".into(),
        "windows" => "WINNT".into(),
        "freebsd" => "FreeBSD".into(),
        other => other.into(),
    }
}

// ---- the ini parser ---------------------------------------------------

/// A token of a value (the right-hand side of `key = value`).
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// Blanks between pieces (kept inside a concatenation).
    Ws(String),
    /// An unquoted word: a constant name, a number, a raw string, On/Off.
    Word(String),
    /// A `${VAR}` reference, already expanded.
    Lit(String),
    /// A quoted string (blanks next to it are dropped).
    Quoted(String),
    /// One of `| & ^ ~ ! ( )`.
    Op(u8),
}

/// Position-carrying errors: (message after "syntax error, ", line).
type PErr = (String, u32);

struct IniParser<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
}

impl IniParser<'_> {
    fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    fn skip_to_eol(&mut self) {
        while let Some(c) = self.peek() {
            if c == b'\n' || c == b'\r' {
                break;
            }
            self.pos += 1;
        }
    }

    fn run(&mut self, cfg: &mut Config) -> Result<(), PErr> {
        let mut skip_section = false;
        loop {
            while matches!(self.peek(), Some(b' ' | b'\t')) {
                self.pos += 1;
            }
            let Some(c) = self.peek() else {
                return Ok(());
            };
            match c {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                }
                b'\r' => {
                    self.pos += 1;
                    if self.peek() == Some(b'\n') {
                        self.pos += 1;
                    }
                    self.line += 1;
                }
                b';' | b'#' => self.skip_to_eol(),
                b'[' => {
                    self.pos += 1;
                    let start = self.pos;
                    while !matches!(self.peek(), None | Some(b']' | b'\n' | b'\r')) {
                        self.pos += 1;
                    }
                    if self.peek() != Some(b']') {
                        let what = if self.peek().is_none() {
                            "end of file"
                        } else {
                            "END_OF_LINE"
                        };
                        return Err((format!("unexpected {what}, expecting ']'"), self.line));
                    }
                    let name = String::from_utf8_lossy(&self.src[start..self.pos]);
                    let name = name.trim().to_ascii_lowercase();
                    skip_section = name.starts_with("path=") || name.starts_with("host=");
                    self.pos += 1;
                    self.skip_to_eol();
                }
                b'=' => return Err(("unexpected '='".into(), self.line)),
                _ => {
                    let start = self.pos;
                    while !matches!(self.peek(), None | Some(b'=' | b'\n' | b'\r' | b';')) {
                        self.pos += 1;
                    }
                    let key = String::from_utf8_lossy(&self.src[start..self.pos])
                        .trim()
                        .to_string();
                    if self.peek() != Some(b'=') {
                        // A bare key sets nothing.
                        self.skip_to_eol();
                        continue;
                    }
                    self.pos += 1;
                    let value = self.value(cfg)?;
                    if !skip_section {
                        cfg.set(&key, &value);
                    }
                }
            }
        }
    }

    /// Lexes and evaluates the value up to the end of the line.
    fn value(&mut self, cfg: &Config) -> Result<String, PErr> {
        let mut toks = Vec::new();
        while let Some(c) = self.peek() {
            match c {
                b'\n' | b'\r' => break,
                b';' => {
                    self.skip_to_eol();
                    break;
                }
                b' ' | b'\t' => {
                    let s = self.pos;
                    while matches!(self.peek(), Some(b' ' | b'\t')) {
                        self.pos += 1;
                    }
                    toks.push(Tok::Ws(self.text(s, self.pos)));
                }
                b'"' => {
                    self.pos += 1;
                    toks.push(Tok::Quoted(self.dquoted(cfg)?));
                }
                b'\'' => {
                    self.pos += 1;
                    let s = self.pos;
                    while !matches!(self.peek(), None | Some(b'\'')) {
                        if self.peek() == Some(b'\n') {
                            self.line += 1;
                        }
                        self.pos += 1;
                    }
                    if self.peek().is_none() {
                        return Err((
                            "unexpected end of file, expecting TC_QUOTED_STRING or '''".into(),
                            self.line,
                        ));
                    }
                    toks.push(Tok::Quoted(self.text(s, self.pos)));
                    self.pos += 1;
                }
                b'$' if self.src.get(self.pos + 1) == Some(&b'{') => {
                    self.pos += 2;
                    toks.push(Tok::Lit(self.var_ref(cfg)?));
                }
                b'|' | b'&' | b'^' | b'~' | b'!' | b'(' | b')' => {
                    self.pos += 1;
                    toks.push(Tok::Op(c));
                }
                b'=' => return Err(("unexpected '='".into(), self.line)),
                _ => {
                    let s = self.pos;
                    while let Some(c) = self.peek() {
                        let stop = matches!(
                            c,
                            b' ' | b'\t'
                                | b'\n'
                                | b'\r'
                                | b';'
                                | b'='
                                | b'|'
                                | b'&'
                                | b'^'
                                | b'~'
                                | b'!'
                                | b'('
                                | b')'
                                | b'"'
                                | b'\''
                        ) || (c == b'$' && self.src.get(self.pos + 1) == Some(&b'{'));
                        if stop {
                            break;
                        }
                        self.pos += 1;
                    }
                    toks.push(Tok::Word(self.text(s, self.pos)));
                }
            }
        }
        // The line the end of the value is reported on: php has consumed
        // the newline by then.
        let eol_line = if self.peek().is_some() {
            self.line + 1
        } else {
            self.line
        };
        while matches!(toks.first(), Some(Tok::Ws(_))) {
            toks.remove(0);
        }
        while matches!(toks.last(), Some(Tok::Ws(_))) {
            toks.pop();
        }
        if toks.is_empty() {
            return Ok(String::new());
        }
        // A lone On/Off word.
        for (i, t) in toks.iter().enumerate() {
            if let Tok::Word(w) = t {
                if let Some((v, name)) = keyword(w) {
                    if toks.len() == 1 {
                        return Ok(v.to_string());
                    }
                    let at = if i == 0 {
                        describe(toks.iter().skip(1).find(|t| !matches!(t, Tok::Ws(_))))
                    } else {
                        name.to_string()
                    };
                    return Err((format!("unexpected {at}"), self.line));
                }
            }
        }
        let mut ev = Eval {
            toks: &toks,
            i: 0,
            line: self.line,
            eol_line,
        };
        let v = ev.expr()?;
        ev.skip_ws();
        if ev.i < toks.len() {
            return Err((
                format!("unexpected {}", describe(toks.get(ev.i))),
                self.line,
            ));
        }
        Ok(v)
    }

    fn text(&self, s: usize, e: usize) -> String {
        String::from_utf8_lossy(&self.src[s..e]).into_owned()
    }

    /// A double-quoted string after its opening quote: `\"`, `\\` and `\$`
    /// are escapes, `${VAR}` is expanded, newlines are kept.
    fn dquoted(&mut self, cfg: &Config) -> Result<String, PErr> {
        let mut out: Vec<u8> = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                return Err((
                    "unexpected end of file, expecting TC_DOLLAR_CURLY or TC_QUOTED_STRING or '\"'"
                        .into(),
                    self.line,
                ));
            };
            self.pos += 1;
            match c {
                b'"' => break,
                b'\\' => match self.peek() {
                    Some(e @ (b'"' | b'\\' | b'$')) => {
                        out.push(e);
                        self.pos += 1;
                    }
                    _ => out.push(b'\\'),
                },
                b'$' if self.peek() == Some(b'{') => {
                    self.pos += 1;
                    out.extend_from_slice(self.var_ref(cfg)?.as_bytes());
                }
                b'\n' => {
                    self.line += 1;
                    out.push(c);
                }
                _ => out.push(c),
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// `${NAME}` after the `${`: a setting read so far, else an
    /// environment variable, else empty.
    fn var_ref(&mut self, cfg: &Config) -> Result<String, PErr> {
        let s = self.pos;
        while !matches!(self.peek(), None | Some(b'}' | b'\n' | b'\r')) {
            self.pos += 1;
        }
        if self.peek() != Some(b'}') {
            return Err(("unexpected end of file, expecting '}'".into(), self.line));
        }
        let name = self.text(s, self.pos);
        self.pos += 1;
        let name = name.trim();
        if let Some(v) = cfg.get(name) {
            return Ok(v.to_string());
        }
        Ok(std::env::var_os(name)
            .map(|v| v.to_string_lossy().into_owned())
            .unwrap_or_default())
    }
}

/// On/Off words: (value, php's token name).
fn keyword(w: &str) -> Option<(&'static str, &'static str)> {
    let l = w.to_ascii_lowercase();
    match l.as_str() {
        "true" | "on" | "yes" => Some(("1", "BOOL_TRUE")),
        "false" | "off" | "no" | "none" => Some(("", "BOOL_FALSE")),
        "null" => Some(("", "NULL_NULL")),
        _ => None,
    }
}

/// php's name for a token in "unexpected ..." messages.
fn describe(t: Option<&Tok>) -> String {
    match t {
        None => "END_OF_LINE".into(),
        Some(Tok::Op(c)) => format!("'{}'", *c as char),
        Some(Tok::Quoted(_)) => "'\"'".into(),
        Some(Tok::Lit(_)) => "TC_DOLLAR_CURLY".into(),
        Some(Tok::Ws(_)) => "TC_WHITESPACE".into(),
        Some(Tok::Word(w)) => {
            if let Some((_, name)) = keyword(w) {
                name.into()
            } else if is_ident(w) {
                "TC_CONSTANT".into()
            } else if w
                .bytes()
                .all(|c| c.is_ascii_digit() || c == b'.' || c == b'-')
            {
                "TC_NUMBER".into()
            } else {
                "TC_RAW".into()
            }
        }
    }
}

fn is_ident(w: &str) -> bool {
    let b = w.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_')
}

/// Evaluates a value's tokens: concatenations of pieces, and the
/// operators `| & ^` (left to right, one precedence) and unary `~ !` on
/// 32-bit integers, as php's ini parser does.
struct Eval<'t> {
    toks: &'t [Tok],
    i: usize,
    line: u32,
    eol_line: u32,
}

impl Eval<'_> {
    fn skip_ws(&mut self) {
        while matches!(self.toks.get(self.i), Some(Tok::Ws(_))) {
            self.i += 1;
        }
    }

    fn err(&self, expecting: &str) -> PErr {
        let t = self.toks.get(self.i);
        let line = if t.is_none() {
            self.eol_line
        } else {
            self.line
        };
        (format!("unexpected {}{}", describe(t), expecting), line)
    }

    fn expr(&mut self) -> Result<String, PErr> {
        let mut acc = self.unary()?;
        loop {
            let save = self.i;
            self.skip_ws();
            match self.toks.get(self.i) {
                Some(Tok::Op(op @ (b'|' | b'&' | b'^'))) => {
                    let op = *op;
                    self.i += 1;
                    let rhs = self.unary()?;
                    let (a, b) = (int32(&acc), int32(&rhs));
                    acc = match op {
                        b'|' => a | b,
                        b'&' => a & b,
                        _ => a ^ b,
                    }
                    .to_string();
                }
                _ => {
                    self.i = save;
                    return Ok(acc);
                }
            }
        }
    }

    fn unary(&mut self) -> Result<String, PErr> {
        self.skip_ws();
        match self.toks.get(self.i) {
            Some(Tok::Op(b'~')) => {
                self.i += 1;
                Ok((!int32(&self.unary()?)).to_string())
            }
            Some(Tok::Op(b'!')) => {
                self.i += 1;
                Ok(((int32(&self.unary()?) == 0) as i32).to_string())
            }
            Some(Tok::Op(b'(')) => {
                self.i += 1;
                let v = self.expr()?;
                self.skip_ws();
                if self.toks.get(self.i) != Some(&Tok::Op(b')')) {
                    return Err(self.err(", expecting '^' or '|' or '&' or ')'"));
                }
                self.i += 1;
                Ok(v)
            }
            Some(Tok::Word(_) | Tok::Lit(_) | Tok::Quoted(_)) => Ok(self.concat()),
            _ => Err(self.err("")),
        }
    }

    /// Pieces with the blanks between them (blanks next to a quoted
    /// string are dropped, as php's scanner does).
    fn concat(&mut self) -> String {
        let mut out = String::new();
        let mut pending_ws = String::new();
        let mut prev_quoted = false;
        while let Some(t) = self.toks.get(self.i) {
            let (piece, quoted) = match t {
                Tok::Ws(w) => {
                    pending_ws.push_str(w);
                    self.i += 1;
                    continue;
                }
                Tok::Word(w) => (ini_constant(w).unwrap_or_else(|| w.clone()), false),
                Tok::Lit(s) => (s.clone(), false),
                Tok::Quoted(s) => (s.clone(), true),
                Tok::Op(_) => break,
            };
            if !prev_quoted && !quoted {
                out.push_str(&pending_ws);
            }
            pending_ws.clear();
            out.push_str(&piece);
            prev_quoted = quoted;
            self.i += 1;
        }
        if !pending_ws.is_empty() {
            // Give the blanks back: they separate this piece from what follows.
            while self.i > 0 && matches!(self.toks[self.i - 1], Tok::Ws(_)) {
                self.i -= 1;
            }
        }
        out
    }
}

/// An operand of an ini operator: atol truncated to a C int, as php does.
fn int32(s: &str) -> i32 {
    atol(s) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> Config {
        let mut c = Config::default();
        c.load_ini_str(src.as_bytes(), "t.ini").unwrap();
        c
    }

    // Expected values below come from `php -n -c t.ini` + get_cfg_var.
    #[test]
    fn ini_values_match_php() {
        std::env::set_var("TUSK_TEST_HOME", "/root");
        let c = parse(concat!(
            "; comment\n[PHP]\n",
            "a1 = PHP_VERSION\n",
            "a2 = PHP_INT_MAX\n",
            "a3 = M_PI\n",
            "a5 = E_ALL & ~E_DEPRECATED & ~E_STRICT\n",
            "a6 = \"quoted ; not comment\" ; comment\n",
            "a7 = 'single ${TUSK_TEST_HOME}'\n",
            "a8 = \"dq ${TUSK_TEST_HOME} x\"\n",
            "a9 = ${TUSK_TEST_HOME}/x\n",
            "a10 = On\n",
            "a11 = off\n",
            "a12 = None\n",
            "a15 = 1 | 2\n",
            "a16 = (1|4) & 5\n",
            "a17 = !1\n",
            "a18 = \"a\" \"b\"\n",
            "a19 = foo\"bar\"\n",
            "a20 = E_ALL ^ E_NOTICE\n",
            "a21 = ~0\n",
            "a22 = \n",
            "a23\n",
            "a24 = foo bar   \n",
            "a26 = \"multi\nline\"\n",
            "a27 = ${TUSK_NOPE_UNSET}z\n",
            "a28 = ${a1}\n",
            "a29 = \"x\\\"y\"\n",
            "a32 = E_ALL&~E_NOTICE\n",
            "a33 = 1.5\n",
            "a34 = -1\n",
            "[section two]\n",
            "A37 = upper\n",
            "a38 = \"E_ALL\"\n",
            "a39 = foo # not comment\n",
            "a40 = E_ALL E_NOTICE\n",
            "b1 = 4 | 1 & 2\n",
            "b3 = \"a\\\\b\"\n",
            "b4 = \"a\\nb\"\n",
            "b5 = \"a\\$b\"\n",
            "b10 = 0x10 | 1\n",
            "b12 = -3 | 0\n",
            "b13 = \" 5 \" | 0\n",
            "b15 = 9999999999999999999 | 0\n",
            "c1 = 4294967297 | 0\n",
            "c2 = 2147483648 | 0\n",
            "c4 = foo  bar\n",
            "c5 = e_all\n",
            "c7 = (foo)\n",
            "c9 =\t  a\tb \n",
            "d1 = foo \"bar\"\n",
            "d3 = \"a\"  \"b\" c\n",
            "d4 = x ${TUSK_TEST_HOME} y\n",
            "d6 = \"a\" ${TUSK_TEST_HOME}\n",
            "d7 = E_ALL \"x\"\n",
            "[PATH=/tmp]\nhidden = 1\n",
        ));
        let want: &[(&str, &str)] = &[
            ("a1", "8.2.36"),
            ("a2", "9223372036854775807"),
            ("a3", "M_PI"),
            ("a5", "22527"),
            ("a6", "quoted ; not comment"),
            ("a7", "single ${TUSK_TEST_HOME}"),
            ("a8", "dq /root x"),
            ("a9", "/root/x"),
            ("a10", "1"),
            ("a11", ""),
            ("a12", ""),
            ("a15", "3"),
            ("a16", "5"),
            ("a17", "0"),
            ("a18", "ab"),
            ("a19", "foobar"),
            ("a20", "32759"),
            ("a21", "-1"),
            ("a22", ""),
            ("a24", "foo bar"),
            ("a26", "multi\nline"),
            ("a27", "z"),
            ("a28", "8.2.36"),
            ("a29", "x\"y"),
            ("a32", "32759"),
            ("a33", "1.5"),
            ("a34", "-1"),
            ("A37", "upper"),
            ("a38", "E_ALL"),
            ("a39", "foo # not comment"),
            ("a40", "32767 8"),
            ("b1", "0"),
            ("b3", "a\\b"),
            ("b4", "a\\nb"),
            ("b5", "a$b"),
            ("b10", "1"),
            ("b12", "-3"),
            ("b13", "5"),
            ("b15", "-1"),
            ("c1", "1"),
            ("c2", "-2147483648"),
            ("c4", "foo  bar"),
            ("c5", "e_all"),
            ("c7", "foo"),
            ("c9", "a\tb"),
            ("d1", "foobar"),
            ("d3", "abc"),
            ("d4", "x /root y"),
            ("d6", "a/root"),
            ("d7", "32767x"),
        ];
        for (k, v) in want {
            assert_eq!(c.get(k), Some(*v), "key {k}");
        }
        assert_eq!(c.get("a23"), None);
        assert_eq!(c.get("a37"), None);
        assert_eq!(c.get("hidden"), None);
    }

    // Messages from `php -n -c e.ini` (after "PHP:  ").
    #[test]
    fn ini_errors_match_php() {
        let cases: &[(&str, &str)] = &[
            ("a = )\n", "syntax error, unexpected ')' in e.ini on line 1"),
            ("[abc", "syntax error, unexpected end of file, expecting ']' in e.ini on line 1"),
            ("= 5\n", "syntax error, unexpected '=' in e.ini on line 1"),
            ("a = 1 |\n", "syntax error, unexpected END_OF_LINE in e.ini on line 2"),
            (
                "a = (1\n",
                "syntax error, unexpected END_OF_LINE, expecting '^' or '|' or '&' or ')' in e.ini on line 2",
            ),
            ("a = b = c\n", "syntax error, unexpected '=' in e.ini on line 1"),
            ("a = ~\n", "syntax error, unexpected END_OF_LINE in e.ini on line 2"),
            ("a = !\n", "syntax error, unexpected END_OF_LINE in e.ini on line 2"),
            ("a = ${X", "syntax error, unexpected end of file, expecting '}' in e.ini on line 1"),
            (
                "a = \"x\n",
                "syntax error, unexpected end of file, expecting TC_DOLLAR_CURLY or TC_QUOTED_STRING or '\"' in e.ini on line 2",
            ),
            ("x = yes please\n", "syntax error, unexpected TC_CONSTANT in e.ini on line 1"),
            ("a = 3 ~ 1\n", "syntax error, unexpected '~' in e.ini on line 1"),
        ];
        for (src, want) in cases {
            let mut c = Config::default();
            let got = c.load_ini_str(src.as_bytes(), "e.ini");
            assert_eq!(got, Err(want.to_string()), "source {src:?}");
        }
        // Entries before the error are kept.
        let mut c = Config::default();
        assert!(c.load_ini_str(b"a = 1\nb = )\nc = 3\n", "e.ini").is_err());
        assert_eq!(c.get("a"), Some("1"));
        assert_eq!(c.get("c"), None);
    }

    // From `php -n -d ... -r 'var_dump(ini_get(...))'`.
    #[test]
    fn defines_like_php_cli() {
        let mut c = Config::cli_defaults();
        c.apply_define("error_reporting=E_ALL & ~E_NOTICE").unwrap();
        c.apply_define("precision=On").unwrap();
        c.apply_define("arg_separator.output=-1").unwrap();
        c.apply_define("include_path=a:b").unwrap();
        c.apply_define("include_path").unwrap();
        c.apply_define(" user_agent = x ").unwrap();
        c.apply_define("serialize_precision=").unwrap();
        assert_eq!(c.get("error_reporting"), Some("32759"));
        assert_eq!(c.get("precision"), Some("1"));
        assert_eq!(c.get("include_path"), Some("1"));
        assert_eq!(c.get("arg_separator.output"), Some("-1"));
        assert_eq!(c.get("user_agent"), Some(" x "));
        assert_eq!(c.get("serialize_precision"), Some(""));
        c.apply_define("include_path=E_ALL|1").unwrap();
        c.apply_define("precision=\"E_ALL\"").unwrap();
        c.apply_define("arg_separator.output=yes").unwrap();
        c.apply_define("display_errors=stderr").unwrap();
        assert_eq!(c.get("include_path"), Some("32767"));
        assert_eq!(c.get("precision"), Some("E_ALL"));
        assert_eq!(c.get("arg_separator.output"), Some("1"));
        assert_eq!(c.display_errors(), DisplayErrors::Stderr);
        // `php -n -d precision -d 'x="unterminated'`
        assert_eq!(
            c.apply_defines(&["precision", "x=\"unterminated"]),
            Err("syntax error, unexpected end of file, expecting TC_DOLLAR_CURLY or TC_QUOTED_STRING or '\"' in Unknown on line 9".to_string())
        );
    }

    #[test]
    fn defaults_and_typed_views() {
        let c = Config::cli_defaults();
        assert_eq!(c.get("display_errors"), Some("1"));
        assert_eq!(c.get("log_errors"), Some("0"));
        assert_eq!(c.get("memory_limit"), Some("128M"));
        assert_eq!(c.error_reporting(), E_ALL);
        assert_eq!(c.display_errors(), DisplayErrors::Stdout);
        assert_eq!(c.memory_limit(), Some(128 << 20));
        assert!(c.get_bool("register_argc_argv"));
        assert!(!c.get_bool("html_errors"));
        assert_eq!(c.get_int("precision"), 14);
        assert_eq!(c.display_value("display_errors").unwrap(), "STDOUT");
        assert_eq!(c.display_value("log_errors").unwrap(), "Off");
        assert_eq!(c.display_value("error_log").unwrap(), "no value");
        assert_eq!(c.display_value("nope"), None);
        assert_eq!(parse_display_errors("2"), DisplayErrors::Stderr);
        assert_eq!(parse_display_errors("0"), DisplayErrors::Off);
        assert_eq!(parse_quantity("-1"), -1);
        assert_eq!(parse_quantity("2g"), 2 << 30);
        assert_eq!(c.iter().next(), Some(("allow_url_fopen", "1")));
    }
}
