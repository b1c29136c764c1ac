//! `tusk serve [options]` and php's `-S ADDR [-t DIR] [ROUTER]`: the
//! command lines of the application server, merged with the config file
//! (`--config FILE`; flags win) and turned into [`tusk_server::Options`].
//! Not here: the config file's syntax (serve_config.rs), the server
//! (tusk-server).

use crate::serve_config::{self, parse_seconds, parse_size, FileConfig};
use std::net::{SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use std::time::Duration;
use tusk_engine::Config;
use tusk_server::access_log::{AccessLog, LogFormat};

const USAGE: &str = "Usage: tusk serve [options]
  -C, --config FILE        read options from this TOML file (flags override it)
  --listen ADDR            address to listen on (default 127.0.0.1:8080; repeatable)
  --root DIR               document root (default: the current directory)
  --front-controller FILE  script (under the root) for every path that is not a file
  --router FILE            a php -S style router script (return false serves the file)
  --worker FILE            worker mode: FILE boots once per thread and loops on
                           tusk_handle_request(callable): bool
  --fastcgi ADDR|PATH      also (or only, without --listen) serve FastCGI on a TCP
                           address or a unix socket (a path, or unix:PATH; mode 0666)
  --workers N              worker threads (default: one per core)
  --max-requests N         recycle a worker's VM after N requests
  --status-path PATH       serve the status page at PATH
  --access-log [FORMAT]    common, combined, json or off; bare: php -S lines on stderr
  --access-log-file PATH   append the access log to PATH (default: stdout)
  --error-log PATH         php errors to PATH (error_log=PATH, log_errors=1)
  --keepalive-timeout S    close idle keep-alive connections after S seconds (75)
  --read-timeout S         a request must arrive within S seconds (60)
  --drain-timeout S        on SIGTERM, wait S seconds for requests in flight (30)
  --max-body-size SIZE     largest request body, e.g. 16M (413 beyond)
  --max-header-size SIZE   largest request head, e.g. 16k (431 beyond)
  -c FILE                  read this php.ini
  -n                       no php.ini
  -d key=value             an ini setting (any number)
";

fn addr(s: &str) -> Result<SocketAddr, String> {
    let with_host = if s.starts_with(':') {
        format!("0.0.0.0{s}")
    } else {
        s.to_string()
    };
    with_host
        .to_socket_addrs()
        .ok()
        .and_then(|mut a| a.next())
        .ok_or_else(|| format!("Invalid address: {s}"))
}

/// A FastCGI listener: a TCP address, or a unix socket path (anything with
/// a '/' or a `unix:` prefix).
enum Fcgi {
    Tcp(SocketAddr),
    Unix(PathBuf),
}

fn fcgi_addr(s: &str) -> Result<Fcgi, String> {
    if let Some(p) = s.strip_prefix("unix:") {
        return Ok(Fcgi::Unix(PathBuf::from(p)));
    }
    if s.contains('/') {
        return Ok(Fcgi::Unix(PathBuf::from(s)));
    }
    addr(s).map(Fcgi::Tcp)
}

/// The command line (None / empty: not given).
#[derive(Default)]
struct Parsed {
    config: Option<PathBuf>,
    listen: Vec<SocketAddr>,
    fastcgi: Vec<Fcgi>,
    root: Option<PathBuf>,
    front: Option<PathBuf>,
    router: Option<PathBuf>,
    worker: Option<PathBuf>,
    workers: Option<usize>,
    max_requests: Option<u64>,
    status_path: Option<String>,
    access_log: Option<LogFormat>,
    access_log_file: Option<PathBuf>,
    error_log: Option<PathBuf>,
    keepalive_timeout: Option<Duration>,
    read_timeout: Option<Duration>,
    drain_timeout: Option<Duration>,
    max_body_size: Option<u64>,
    max_header_size: Option<usize>,
    ini: Option<PathBuf>,
    no_ini: bool,
    defines: Vec<String>,
}

fn log_format(s: &str) -> Result<LogFormat, String> {
    LogFormat::parse(s).ok_or_else(|| {
        format!("Invalid access log format: {s} (off, common, combined, json or php)")
    })
}

fn parse(args: &[String], php_style: bool) -> Result<Parsed, String> {
    let mut p = Parsed::default();
    let mut i = 0;
    let value = |i: &mut usize, name: &str| -> Result<String, String> {
        *i += 1;
        args.get(*i)
            .cloned()
            .ok_or_else(|| format!("Option {name} needs a value"))
    };
    while i < args.len() {
        let a = args[i].as_str();
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (a, None),
        };
        let val = |i: &mut usize| match &inline {
            Some(v) => Ok(v.clone()),
            None => value(i, name),
        };
        let secs = |i: &mut usize| {
            let v = val(i)?;
            parse_seconds(&v).ok_or_else(|| format!("Invalid {name}: {v}"))
        };
        let size = |i: &mut usize| {
            let v = val(i)?;
            parse_size(&v).ok_or_else(|| format!("Invalid {name}: {v}"))
        };
        match name {
            "--config" | "-C" => p.config = Some(PathBuf::from(val(&mut i)?)),
            "--listen" | "-S" => p.listen.push(addr(&val(&mut i)?)?),
            "--fastcgi" => p.fastcgi.push(fcgi_addr(&val(&mut i)?)?),
            "--root" | "-t" => p.root = Some(PathBuf::from(val(&mut i)?)),
            "--front-controller" => p.front = Some(PathBuf::from(val(&mut i)?)),
            "--router" => p.router = Some(PathBuf::from(val(&mut i)?)),
            "--worker" => p.worker = Some(PathBuf::from(val(&mut i)?)),
            "--workers" => {
                let v = val(&mut i)?;
                p.workers = Some(v.parse().map_err(|_| format!("Invalid --workers: {v}"))?);
            }
            "--max-requests" => {
                let v = val(&mut i)?;
                p.max_requests = Some(
                    v.parse()
                        .map_err(|_| format!("Invalid --max-requests: {v}"))?,
                );
            }
            "--status-path" => p.status_path = Some(val(&mut i)?),
            "--access-log" => {
                // Bare: php -S style lines on stderr (as before formats).
                let next_is_format = inline.is_none()
                    && args
                        .get(i + 1)
                        .is_some_and(|n| LogFormat::parse(n).is_some());
                p.access_log = Some(if inline.is_some() || next_is_format {
                    log_format(&val(&mut i)?)?
                } else {
                    LogFormat::Php
                });
            }
            "--access-log-file" => p.access_log_file = Some(PathBuf::from(val(&mut i)?)),
            "--error-log" => p.error_log = Some(PathBuf::from(val(&mut i)?)),
            "--keepalive-timeout" => p.keepalive_timeout = Some(secs(&mut i)?),
            "--read-timeout" => p.read_timeout = Some(secs(&mut i)?),
            "--drain-timeout" => p.drain_timeout = Some(secs(&mut i)?),
            "--max-body-size" => p.max_body_size = Some(size(&mut i)?),
            "--max-header-size" => p.max_header_size = Some(size(&mut i)? as usize),
            "-c" => p.ini = Some(PathBuf::from(val(&mut i)?)),
            "-n" => p.no_ini = true,
            "-d" => p.defines.push(val(&mut i)?),
            "-h" | "--help" => return Err(String::new()),
            s if s.starts_with("-d") && s.len() > 2 => p.defines.push(s[2..].to_string()),
            s if s.starts_with("-S") && s.len() > 2 => p.listen.push(addr(&s[2..])?),
            s if s.starts_with("-t") && s.len() > 2 => p.root = Some(PathBuf::from(&s[2..])),
            s if php_style && !s.starts_with('-') && p.router.is_none() => {
                p.router = Some(PathBuf::from(s))
            }
            s => return Err(format!("Unknown option: {s}")),
        }
        i += 1;
    }
    if php_style && p.access_log.is_none() {
        p.access_log = Some(LogFormat::Php);
    }
    Ok(p)
}

/// Fills what the command line left unset from the config file.
fn merge(p: &mut Parsed, f: FileConfig) -> Result<(), String> {
    if p.listen.is_empty() {
        for a in &f.listen {
            p.listen.push(addr(a)?);
        }
    }
    if p.fastcgi.is_empty() {
        for a in &f.fastcgi {
            p.fastcgi.push(fcgi_addr(a)?);
        }
    }
    fn or<T>(flag: &mut Option<T>, file: Option<T>) {
        if flag.is_none() {
            *flag = file;
        }
    }
    or(&mut p.root, f.root);
    or(&mut p.front, f.front_controller);
    or(&mut p.router, f.router);
    or(&mut p.worker, f.worker);
    or(&mut p.workers, f.workers);
    or(&mut p.max_requests, f.max_requests);
    or(&mut p.status_path, f.status_path);
    if p.access_log.is_none() {
        p.access_log = f.access_log.as_deref().map(log_format).transpose()?;
    }
    or(&mut p.access_log_file, f.access_log_file);
    or(&mut p.error_log, f.error_log);
    or(&mut p.keepalive_timeout, f.keepalive_timeout);
    or(&mut p.read_timeout, f.read_timeout);
    or(&mut p.drain_timeout, f.drain_timeout);
    or(&mut p.max_body_size, f.max_body_size);
    or(&mut p.max_header_size, f.max_header_size);
    or(&mut p.ini, f.php_ini);
    // The file's [ini] first: -d comes after it and wins.
    let mut defines: Vec<String> = f.ini.into_iter().map(|(k, v)| format!("{k}={v}")).collect();
    defines.append(&mut p.defines);
    p.defines = defines;
    Ok(())
}

/// Runs `tusk serve ARGS` (or `tusk -S ...` when `php_style`); the exit code.
pub fn main(args: &[String], php_style: bool, on_request: fn(Option<usize>)) -> i32 {
    let mut p = match parse(args, php_style) {
        Ok(p) => p,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("{e}");
            }
            eprint!("{USAGE}");
            return if e.is_empty() { 0 } else { 1 };
        }
    };
    if let Some(file) = p.config.clone() {
        let merged = serve_config::load(&file).and_then(|f| merge(&mut p, f));
        if let Err(e) = merged {
            eprintln!("{e}");
            return 1;
        }
    }
    let mut cfg = Config::server_defaults();
    for w in cfg.load_startup_files(p.ini.as_deref(), p.no_ini) {
        eprintln!("{w}");
    }
    if let Some(log) = &p.error_log {
        // Errors go to the file: error_log, and log_errors on (an [ini]
        // or -d log_errors still decides).
        let set = [
            format!("error_log={}", log.display()),
            "log_errors=1".into(),
        ];
        if let Err(e) = cfg.apply_server_defines(&set) {
            eprintln!("PHP:  {e}");
        }
    }
    for d in &p.defines {
        // One at a time: a bad one does not drop the others.
        if let Err(e) = cfg.apply_server_defines(std::slice::from_ref(d)) {
            eprintln!("PHP:  {e}");
        }
    }
    let listen = match p.listen.first() {
        Some(a) => *a,
        None => SocketAddr::from(([127, 0, 0, 1], 8080)),
    };
    let root = p.root.unwrap_or_else(|| PathBuf::from("."));
    let mut opts = tusk_server::Options::new(listen, root, cfg);
    if p.listen.len() > 1 || (p.listen.is_empty() && !p.fastcgi.is_empty()) {
        opts.listen = p.listen;
    }
    for f in p.fastcgi {
        match f {
            Fcgi::Tcp(a) => opts.fastcgi.push(a),
            Fcgi::Unix(path) => opts.fastcgi_unix.push(path),
        }
    }
    if let Some(w) = p.workers {
        opts.workers = w.max(1);
    }
    opts.front_controller = p.front;
    opts.router = p.router.map(|r| std::fs::canonicalize(&r).unwrap_or(r));
    if php_style && opts.router.is_none() {
        // php -S: a path that is not a file falls back to index.php.
        opts.front_controller = Some(PathBuf::from("index.php"));
    }
    opts.worker = p.worker.map(|w| std::fs::canonicalize(&w).unwrap_or(w));
    opts.max_requests = p.max_requests.unwrap_or(0);
    opts.status_path = p.status_path;
    opts.access_log = AccessLog {
        format: p.access_log.unwrap_or_default(),
        file: p.access_log_file,
    };
    if let Some(t) = p.keepalive_timeout {
        opts.keepalive_timeout = t;
    }
    if let Some(t) = p.read_timeout {
        opts.read_timeout = t;
    }
    if let Some(t) = p.drain_timeout {
        opts.drain_timeout = t;
    }
    if let Some(n) = p.max_body_size {
        opts.limits.max_body = n;
    }
    if let Some(n) = p.max_header_size {
        opts.limits.max_header_bytes = n;
    }
    opts.on_request = Some(on_request);
    tusk_server::serve(opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn access_log_flags() {
        let p = parse(&args("--access-log --root x"), false).unwrap();
        assert_eq!(p.access_log, Some(LogFormat::Php));
        let p = parse(&args("--access-log combined"), false).unwrap();
        assert_eq!(p.access_log, Some(LogFormat::Combined));
        let p = parse(&args("--access-log=json --access-log-file /tmp/a"), false).unwrap();
        assert_eq!(p.access_log, Some(LogFormat::Json));
        assert_eq!(p.access_log_file, Some(PathBuf::from("/tmp/a")));
        assert!(parse(&args("--access-log=fancy"), false).is_err());
        assert_eq!(parse(&args(""), false).unwrap().access_log, None);
        assert_eq!(
            parse(&args("-S 127.0.0.1:1"), true).unwrap().access_log,
            Some(LogFormat::Php)
        );
    }

    #[test]
    fn flags_override_the_file() {
        let mut p = parse(
            &args("--workers 3 --listen 127.0.0.1:9 -d memory_limit=1M --fastcgi /run/x.sock"),
            false,
        )
        .unwrap();
        let f = serve_config::parse(
            "workers = 8\nmax_requests = 5\nlisten = \"127.0.0.1:7\"\nfastcgi = \"127.0.0.1:9000\"\naccess_log = \"common\"\n[ini]\nmemory_limit = \"2M\"\n",
            std::path::Path::new("/"),
        )
        .unwrap();
        merge(&mut p, f).unwrap();
        assert_eq!(p.workers, Some(3));
        assert_eq!(p.max_requests, Some(5));
        assert_eq!(p.listen, [addr("127.0.0.1:9").unwrap()]);
        assert!(
            matches!(&p.fastcgi[..], [Fcgi::Unix(x)] if x == std::path::Path::new("/run/x.sock"))
        );
        assert_eq!(p.access_log, Some(LogFormat::Common));
        assert_eq!(p.defines, ["memory_limit=2M", "memory_limit=1M"]);
    }

    #[test]
    fn fastcgi_paths() {
        assert!(matches!(fcgi_addr("unix:tusk.sock"), Ok(Fcgi::Unix(_))));
        assert!(matches!(fcgi_addr("./tusk.sock"), Ok(Fcgi::Unix(_))));
        assert!(matches!(fcgi_addr("127.0.0.1:9000"), Ok(Fcgi::Tcp(_))));
        assert!(fcgi_addr("nonsense").is_err());
    }
}
