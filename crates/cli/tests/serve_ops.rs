//! Integration tests of `tusk serve`'s operation: the TOML config file
//! (options take effect, flags override it, a bad key is an error), the
//! access log formats, php's error log, and FastCGI over a unix socket
//! (with a hand-written FastCGI client, and behind a real nginx).

mod common;

use common::*;
use regex::Regex;
use std::io::{Read, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Sends SIGTERM and waits for a clean exit.
fn stop(srv: &mut Server) {
    Command::new("kill")
        .arg("-TERM")
        .arg(srv.child.id().to_string())
        .status()
        .unwrap();
    let end = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(st) = srv.child.try_wait().unwrap() {
            assert!(st.success(), "{st}");
            return;
        }
        assert!(Instant::now() < end, "server did not stop");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Waits until `path` holds at least `n` lines; its text.
fn wait_lines(path: &Path, n: usize) -> String {
    let end = Instant::now() + Duration::from_secs(5);
    loop {
        let t = std::fs::read_to_string(path).unwrap_or_default();
        if t.lines().count() >= n {
            return t;
        }
        assert!(Instant::now() < end, "only {t:?} in {}", path.display());
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn serve_cmd(root: &Path, port: u16, extra: &[&str]) -> Command {
    let mut cmd = Command::new(tusk());
    cmd.arg("serve")
        .arg("--listen")
        .arg(format!("127.0.0.1:{port}"))
        .arg("--root")
        .arg(root)
        .arg("--workers")
        .arg("2")
        .args(extra)
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    cmd
}

const INFO: &str = "<?php echo ini_get('memory_limit'), ' ', ini_get('max_input_time'), ' ', \
    basename($_SERVER['SCRIPT_NAME']);";

#[test]
fn config_file_options_and_flag_overrides() {
    let dir = temp_root("conf");
    let root = dir.join("docroot");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(root.join("info.php"), INFO).unwrap();
    std::fs::write(
        root.join("front.php"),
        "<?php echo 'front ', $_SERVER['REQUEST_URI'];",
    )
    .unwrap();
    let port = free_port();
    let conf = format!(
        "# tusk serve's settings\nlisten = \"127.0.0.1:{port}\"\nroot = \"docroot\"\n\
         front_controller = \"front.php\"\nworkers = 1\nstatus_path = \"/file-status\"\n\
         max_body_size = \"1k\"\n\n[ini]\nmemory_limit = \"77M\"\nmax_input_time = 33\n"
    );
    std::fs::write(dir.join("tusk.toml"), conf).unwrap();
    let mut cmd = Command::new(tusk());
    // The config file's directory is not the current one: paths in it
    // are relative to the file.
    cmd.arg("serve")
        .arg("--config")
        .arg(dir.join("tusk.toml"))
        .args(["-d", "memory_limit=88M", "--status-path", "/flag-status"])
        .current_dir(std::env::temp_dir())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let srv = spawn(cmd, port, dir);
    // [ini] applies, -d wins over it.
    assert_eq!(get(&srv, "/info.php").text(), "88M 33 info.php");
    assert_eq!(get(&srv, "/no/such/page").text(), "front /no/such/page");
    // --status-path overrides the file's.
    let st = get(&srv, "/flag-status");
    assert_eq!(st.status, 200);
    assert!(
        st.text().contains("workers:              1"),
        "{}",
        st.text()
    );
    assert!(get(&srv, "/file-status").text().starts_with("front "));
    // max_body_size = "1k".
    let body = "a=".to_string() + &"x".repeat(2000);
    let r = request(
        &srv,
        &format!(
            "POST /info.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    );
    assert_eq!(r.status, 413);
    // -C is --config.
    let port2 = free_port();
    std::fs::write(
        srv.root.join("two.toml"),
        format!("listen = [\"127.0.0.1:{port2}\"]\nroot = \"docroot\"\n"),
    )
    .unwrap();
    let mut cmd = Command::new(tusk());
    cmd.arg("serve")
        .arg("-C")
        .arg(srv.root.join("two.toml"))
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let srv2 = spawn(cmd, port2, temp_root("conf-unused"));
    let t = get(&srv2, "/info.php").text();
    assert!(t.ends_with(" info.php") && !t.starts_with("88M"), "{t}");
}

#[test]
fn config_file_errors() {
    let dir = temp_root("conf-bad");
    let cases = [
        (
            "root = \".\"\n\nlisen = \"127.0.0.1:1\"\n",
            "bad.toml:3: unknown key 'lisen'",
        ),
        (
            "workers = \"two\"\n",
            "bad.toml:1: 'workers' must be an integer, not a string",
        ),
        (
            "access_log = \"fancy\"\n",
            "Invalid access log format: fancy",
        ),
    ];
    for (text, want) in cases {
        std::fs::write(dir.join("bad.toml"), text).unwrap();
        let out = Command::new(tusk())
            .arg("serve")
            .arg("--config")
            .arg(dir.join("bad.toml"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(want), "{err}");
    }
    let out = Command::new(tusk())
        .args(["serve", "--config", "/nonexistent/tusk.toml"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Cannot read config file"));
    let _ = std::fs::remove_dir_all(&dir);
}

const PAGES: &[(&str, &str)] = &[
    ("hello.php", "<?php echo 'hello';"),
    (
        "missing.php",
        "<?php http_response_code(404); echo 'gone!';",
    ),
    ("big.txt", ""),
];

/// Two requests (one with a quote in its target and the headers of
/// combined), then the log's lines once they are flushed (idle flush:
/// the server is still running).
fn log_lines(format: &str) -> (Vec<String>, Server) {
    let logdir = temp_root("alog");
    let file = logdir.join("access.log");
    let root = make_root("alog-root", PAGES);
    // A file above the sendfile threshold: its bytes are counted too.
    std::fs::write(root.join("big.txt"), vec![b'z'; 300_000]).unwrap();
    let port = free_port();
    let cmd = serve_cmd(
        &root,
        port,
        &[
            "--access-log",
            format,
            "--access-log-file",
            file.to_str().unwrap(),
        ],
    );
    let srv = spawn(cmd, port, root);
    let r = get(&srv, "/hello.php?a=%22b");
    assert_eq!(r.text(), "hello");
    let r = request(
        &srv,
        "GET /missing.php HTTP/1.0\r\nReferer: http://ref.test/\"x\r\nUser-Agent: probe/1.0\r\nAuthorization: Basic dXNlcjpwYXNz\r\n\r\n",
    );
    assert_eq!(r.status, 404);
    let r = get(&srv, "/big.txt");
    assert_eq!(r.body.len(), 300_000);
    let text = wait_lines(&file, 3);
    let _ = std::fs::remove_dir_all(&logdir);
    // Two worker threads flush their own lines: find each by its path.
    let lines = ["/hello.php", "/missing.php", "/big.txt"]
        .iter()
        .map(|p| {
            text.lines()
                .find(|l| l.contains(p))
                .unwrap_or_else(|| panic!("no {p} in {text}"))
                .to_string()
        })
        .collect();
    (lines, srv)
}

#[test]
fn access_log_common() {
    let (lines, _srv) = log_lines("common");
    let re = Regex::new(
        r#"^127\.0\.0\.1 - - \[\d\d/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d \+0000\] "GET /hello\.php\?a=%22b HTTP/1\.1" 200 5$"#,
    )
    .unwrap();
    assert!(re.is_match(&lines[0]), "{}", lines[0]);
    let re = Regex::new(r#"^127\.0\.0\.1 - user \[[^\]]+\] "GET /missing\.php HTTP/1\.0" 404 5$"#)
        .unwrap();
    assert!(re.is_match(&lines[1]), "{}", lines[1]);
    assert!(
        lines[2].ends_with("\"GET /big.txt HTTP/1.1\" 200 300000"),
        "{}",
        lines[2]
    );
}

#[test]
fn access_log_combined() {
    let (lines, _srv) = log_lines("combined");
    let re = Regex::new(
        r#"^127\.0\.0\.1 - - \[\d\d/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d \+0000\] "GET /hello\.php\?a=%22b HTTP/1\.1" 200 5 "-" "-"$"#,
    )
    .unwrap();
    assert!(re.is_match(&lines[0]), "{}", lines[0]);
    let re = Regex::new(
        r#"^127\.0\.0\.1 - user \[[^\]]+\] "GET /missing\.php HTTP/1\.0" 404 5 "http://ref\.test/\\x22x" "probe/1\.0"$"#,
    )
    .unwrap();
    assert!(re.is_match(&lines[1]), "{}", lines[1]);
}

#[test]
fn access_log_json() {
    let (lines, _srv) = log_lines("json");
    let re = Regex::new(
        r#"^\{"time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00","remote_addr":"127\.0\.0\.1","method":"GET","uri":"/hello\.php\?a=%22b","protocol":"HTTP/1\.1","status":200,"bytes":5,"duration_ms":\d+\.\d{3},"referer":"","user_agent":""\}$"#,
    )
    .unwrap();
    assert!(re.is_match(&lines[0]), "{}", lines[0]);
    let re = Regex::new(
        r#"^\{"time":"[^"]+","remote_addr":"127\.0\.0\.1","method":"GET","uri":"/missing\.php","protocol":"HTTP/1\.0","status":404,"bytes":5,"duration_ms":[0-9.]+,"referer":"http://ref\.test/\\"x","user_agent":"probe/1\.0"\}$"#,
    )
    .unwrap();
    assert!(re.is_match(&lines[1]), "{}", lines[1]);
}

#[test]
fn access_log_to_stdout_flushed_at_shutdown_and_off_by_default() {
    let root = make_root("alog-stdout", PAGES);
    let out = temp_root("alog-out").join("stdout.txt");
    let port = free_port();
    let mut cmd = serve_cmd(&root, port, &["--access-log=json"]);
    cmd.stdout(std::fs::File::create(&out).unwrap());
    let mut srv = spawn(cmd, port, root);
    for _ in 0..3 {
        assert_eq!(get(&srv, "/hello.php").status, 200);
    }
    stop(&mut srv);
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(text.lines().count(), 3, "{text}");
    assert!(text.lines().all(|l| l.starts_with("{\"time\":")), "{text}");
    // No --access-log: nothing.
    let root = make_root("alog-off", PAGES);
    let port = free_port();
    let mut cmd = serve_cmd(&root, port, &[]);
    cmd.stdout(std::fs::File::create(&out).unwrap())
        .stderr(Stdio::null());
    let mut srv = spawn(cmd, port, root);
    assert_eq!(get(&srv, "/hello.php").status, 200);
    stop(&mut srv);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "");
    let _ = std::fs::remove_dir_all(out.parent().unwrap());
}

const ERRS: &str = "<?php\necho $undefined;\nerror_log('from error_log()');\necho 'body';\n";

#[test]
fn php_errors_to_the_error_log_file() {
    let logdir = temp_root("elog");
    let file = logdir.join("php.log");
    let root = make_root("elog-root", &[("e.php", ERRS)]);
    let port = free_port();
    let cmd = serve_cmd(
        &root,
        port,
        &[
            "--error-log",
            file.to_str().unwrap(),
            "-d",
            "display_errors=0",
        ],
    );
    let srv = spawn(cmd, port, root);
    let r = get(&srv, "/e.php");
    assert_eq!(r.text(), "body");
    let text = wait_lines(&file, 2);
    let lines: Vec<&str> = text.lines().collect();
    let script = srv.root.join("e.php").canonicalize().unwrap();
    let re = Regex::new(&format!(
        r#"^\[\d\d-[A-Z][a-z]{{2}}-\d{{4}} \d\d:\d\d:\d\d UTC\] PHP Warning:  Undefined variable \$undefined in {} on line 2$"#,
        regex::escape(&script.display().to_string())
    ))
    .unwrap();
    assert!(re.is_match(lines[0]), "{}", lines[0]);
    let re = Regex::new(r#"^\[[^\]]+ UTC\] from error_log\(\)$"#).unwrap();
    assert!(re.is_match(lines[1]), "{}", lines[1]);
    let _ = std::fs::remove_dir_all(&logdir);
}

#[test]
fn php_errors_to_stderr_by_default() {
    let root = make_root("elog-stderr", &[("e.php", ERRS)]);
    let errf = temp_root("elog-err").join("stderr.txt");
    let port = free_port();
    let mut cmd = serve_cmd(&root, port, &["-d", "log_errors=1"]);
    cmd.stderr(std::fs::File::create(&errf).unwrap());
    let srv = spawn(cmd, port, root);
    // display_errors (on by default) still decides what the response shows.
    let r = get(&srv, "/e.php");
    assert!(
        r.text().contains("Undefined variable $undefined"),
        "{}",
        r.text()
    );
    let script = srv.root.join("e.php").canonicalize().unwrap();
    let want = format!(
        "PHP Warning:  Undefined variable $undefined in {} on line 2",
        script.display()
    );
    let end = Instant::now() + Duration::from_secs(5);
    loop {
        let t = std::fs::read_to_string(&errf).unwrap();
        if t.lines().any(|l| l == want) && t.lines().any(|l| l == "from error_log()") {
            break;
        }
        assert!(Instant::now() < end, "{t}");
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = std::fs::remove_dir_all(errf.parent().unwrap());
}

// ---- FastCGI over a unix socket ----

fn record(out: &mut Vec<u8>, kind: u8, id: u16, content: &[u8]) {
    let pad = (8 - content.len() % 8) % 8;
    out.extend_from_slice(&[1, kind, (id >> 8) as u8, id as u8]);
    out.extend_from_slice(&(content.len() as u16).to_be_bytes());
    out.extend_from_slice(&[pad as u8, 0]);
    out.extend_from_slice(content);
    out.extend(std::iter::repeat_n(0u8, pad));
}

fn name_value(out: &mut Vec<u8>, n: &str, v: &str) {
    for len in [n.len(), v.len()] {
        if len < 128 {
            out.push(len as u8);
        } else {
            out.extend_from_slice(&(len as u32 | 0x8000_0000).to_be_bytes());
        }
    }
    out.extend_from_slice(n.as_bytes());
    out.extend_from_slice(v.as_bytes());
}

/// One FastCGI request (keep-conn) on `s`: (STDOUT, END_REQUEST's app
/// status).
fn fcgi_request(
    s: &mut UnixStream,
    id: u16,
    params: &[(&str, &str)],
    body: &[u8],
) -> (String, u32) {
    let mut out = Vec::new();
    record(&mut out, 1, id, &[0, 1, 1, 0, 0, 0, 0, 0]);
    let mut p = Vec::new();
    for (n, v) in params {
        name_value(&mut p, n, v);
    }
    record(&mut out, 4, id, &p);
    record(&mut out, 4, id, b"");
    if !body.is_empty() {
        record(&mut out, 5, id, body);
    }
    record(&mut out, 5, id, b"");
    s.write_all(&out).unwrap();
    let mut stdout = Vec::new();
    loop {
        let mut h = [0u8; 8];
        s.read_exact(&mut h).unwrap();
        let len = u16::from_be_bytes([h[4], h[5]]) as usize;
        let mut c = vec![0u8; len + h[6] as usize];
        s.read_exact(&mut c).unwrap();
        assert_eq!(u16::from_be_bytes([h[2], h[3]]), id);
        match h[1] {
            6 => stdout.extend_from_slice(&c[..len]),
            3 => {
                let st = u32::from_be_bytes([c[0], c[1], c[2], c[3]]);
                return (String::from_utf8_lossy(&stdout).into_owned(), st);
            }
            _ => {}
        }
    }
}

fn wait_socket(path: &Path, child: &mut std::process::Child) {
    let end = Instant::now() + Duration::from_secs(10);
    while UnixStream::connect(path).is_err() {
        if let Ok(Some(st)) = child.try_wait() {
            panic!("tusk serve exited: {st}");
        }
        assert!(Instant::now() < end, "no socket at {}", path.display());
        std::thread::sleep(Duration::from_millis(20));
    }
}

const FCGI_PHP: &str = "<?php header('X-Sock: yes'); echo $_SERVER['REQUEST_METHOD'], ' ', \
    $_GET['n'] ?? '', ' ', $_POST['p'] ?? '', ' ', $_SERVER['REMOTE_ADDR'] ?? '';";

#[test]
fn fastcgi_over_a_unix_socket() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    let root = make_root("fcgi-unix", &[("app.php", FCGI_PHP)]);
    let sockdir = temp_root("fcgi-sock");
    let sock = sockdir.join("tusk.sock");
    // A stale socket file (its server is gone) is replaced.
    drop(std::os::unix::net::UnixListener::bind(&sock).unwrap());
    assert!(sock.exists());
    let child = spawn_fastcgi_unix(&root, &sock);
    let meta = std::fs::metadata(&sock).unwrap();
    assert!(meta.file_type().is_socket());
    assert_eq!(meta.permissions().mode() & 0o777, 0o666);
    let script = root.join("app.php").canonicalize().unwrap();
    let script = script.to_str().unwrap().to_string();
    // Several connections at once, several requests each (keep-conn):
    // both worker threads accept on the one socket.
    let threads: Vec<_> = (0..6)
        .map(|t| {
            let sock = sock.clone();
            let script = script.clone();
            std::thread::spawn(move || {
                let mut s = UnixStream::connect(&sock).unwrap();
                s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
                for i in 0..4u16 {
                    let n = format!("{t}-{i}");
                    let q = format!("n={n}");
                    let (out, st) = fcgi_request(
                        &mut s,
                        i + 1,
                        &[
                            ("SCRIPT_FILENAME", &script),
                            ("SCRIPT_NAME", "/app.php"),
                            ("REQUEST_METHOD", "GET"),
                            ("QUERY_STRING", &q),
                            ("REMOTE_ADDR", "10.1.2.3"),
                        ],
                        b"",
                    );
                    assert_eq!(st, 0);
                    assert!(out.contains("X-Sock: yes\r\n"), "{out}");
                    assert!(
                        out.ends_with(&format!("\r\n\r\nGET {n}  10.1.2.3")),
                        "{out}"
                    );
                }
                let (out, _) = fcgi_request(
                    &mut s,
                    9,
                    &[
                        ("SCRIPT_FILENAME", &script),
                        ("REQUEST_METHOD", "POST"),
                        ("CONTENT_TYPE", "application/x-www-form-urlencoded"),
                        ("CONTENT_LENGTH", "5"),
                    ],
                    b"p=abc",
                );
                assert!(out.ends_with("POST  abc "), "{out}");
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    // A missing script: php-fpm's 404.
    let mut s = UnixStream::connect(&sock).unwrap();
    let (out, _) = fcgi_request(&mut s, 1, &[("SCRIPT_FILENAME", "/nonexistent.php")], b"");
    assert!(out.starts_with("Status: 404"), "{out}");
    drop(s);
    // A second server on the same path fails (the socket is in use).
    let busy = Command::new(tusk())
        .arg("serve")
        .arg("--root")
        .arg(&root)
        .arg("--fastcgi")
        .arg(format!("unix:{}", sock.display()))
        .output()
        .unwrap();
    assert_eq!(busy.status.code(), Some(1));
    assert!(sock.exists());
    // SIGTERM: the socket file goes.
    let mut srv = Server {
        child,
        port: 0,
        root,
    };
    stop(&mut srv);
    assert!(!sock.exists());
    let _ = std::fs::remove_dir_all(&sockdir);
}

/// The access log counts a body streamed with flush() (HTTP and FastCGI)
/// and has a line for each request served over FastCGI, with what the web
/// server passed (REMOTE_ADDR, REQUEST_URI, SERVER_PROTOCOL).
#[test]
fn access_log_streamed_bodies_and_fastcgi_requests() {
    let logdir = temp_root("alog-fcgi");
    let file = logdir.join("access.log");
    let sock = logdir.join("tusk.sock");
    let stream = "<?php echo 'one'; flush(); echo 'two'; flush(); echo 'three!';";
    let root = make_root(
        "alog-fcgi-root",
        &[("stream.php", stream), ("app.php", FCGI_PHP)],
    );
    let port = free_port();
    let cmd = serve_cmd(
        &root,
        port,
        &[
            "--access-log",
            "common",
            "--access-log-file",
            file.to_str().unwrap(),
            "--fastcgi",
            sock.to_str().unwrap(),
        ],
    );
    let mut srv = spawn(cmd, port, root.clone());
    wait_socket(&sock, &mut srv.child);
    let r = get(&srv, "/stream.php?http");
    assert_eq!(r.header("Transfer-Encoding"), Some("chunked"));
    assert_eq!(r.text(), "onetwothree!");
    let mut s = UnixStream::connect(&sock).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let app = root.join("app.php").canonicalize().unwrap();
    let (out, st) = fcgi_request(
        &mut s,
        1,
        &[
            ("SCRIPT_FILENAME", app.to_str().unwrap()),
            ("SCRIPT_NAME", "/app.php"),
            ("REQUEST_METHOD", "GET"),
            ("QUERY_STRING", "n=7"),
            ("REQUEST_URI", "/app.php?n=7"),
            ("SERVER_PROTOCOL", "HTTP/1.0"),
            ("REMOTE_ADDR", "10.1.2.3"),
        ],
        b"",
    );
    assert_eq!(st, 0);
    assert!(out.ends_with("\r\n\r\nGET 7  10.1.2.3"), "{out}");
    let streamed = root.join("stream.php").canonicalize().unwrap();
    let (out, _) = fcgi_request(
        &mut s,
        2,
        &[
            ("SCRIPT_FILENAME", streamed.to_str().unwrap()),
            ("REQUEST_METHOD", "GET"),
            ("REQUEST_URI", "/stream.php?fcgi"),
            ("REMOTE_ADDR", "10.4.5.6"),
        ],
        b"",
    );
    assert!(out.ends_with("onetwothree!"), "{out}");
    let (out, _) = fcgi_request(
        &mut s,
        3,
        &[
            ("SCRIPT_FILENAME", "/nonexistent.php"),
            ("REQUEST_URI", "/nonexistent.php"),
        ],
        b"",
    );
    assert!(out.starts_with("Status: 404"), "{out}");
    drop(s);
    let text = wait_lines(&file, 4);
    let line = |p: &str| {
        text.lines()
            .find(|l| l.contains(p))
            .unwrap_or_else(|| panic!("no {p} in {text}"))
            .to_string()
    };
    let http = line("/stream.php?http");
    assert!(
        http.starts_with("127.0.0.1 - - [")
            && http.ends_with("\"GET /stream.php?http HTTP/1.1\" 200 12"),
        "{http}"
    );
    let fcgi = line("/app.php?n=7");
    assert!(
        fcgi.starts_with("10.1.2.3 - - [")
            && fcgi.ends_with("\"GET /app.php?n=7 HTTP/1.0\" 200 15"),
        "{fcgi}"
    );
    let fcgi = line("/stream.php?fcgi");
    assert!(
        fcgi.starts_with("10.4.5.6 - - [")
            && fcgi.ends_with("\"GET /stream.php?fcgi HTTP/1.1\" 200 12"),
        "{fcgi}"
    );
    assert!(line("/nonexistent.php").ends_with(" 404 16"), "{text}");
    stop(&mut srv);
    let _ = std::fs::remove_dir_all(&logdir);
}

/// `tusk serve --fastcgi SOCK` (two workers), once the socket accepts.
fn spawn_fastcgi_unix(root: &Path, sock: &Path) -> std::process::Child {
    let mut child = Command::new(tusk())
        .arg("serve")
        .arg("--root")
        .arg(root)
        .arg("--workers")
        .arg("2")
        .arg("--fastcgi")
        .arg(sock)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    wait_socket(sock, &mut child);
    child
}

/// nginx's `fastcgi_pass unix:PATH` to tusk. Skipped (with a note) where
/// nginx is not installed.
#[test]
fn behind_nginx_over_a_unix_socket() {
    let Some(nginx) = nginx_or_skip("behind_nginx_over_a_unix_socket") else {
        return;
    };
    let root = make_root("nginx-unix", &[("app.php", FCGI_PHP)]);
    let d = temp_root("nginx-unix-conf");
    let sock: PathBuf = d.join("tusk.sock");
    let child = spawn_fastcgi_unix(&root, &sock);
    let _tusk = Server {
        child,
        port: 0,
        root: root.clone(),
    };
    let nport = free_port();
    let conf = nginx_fastcgi_conf(&d, &format!("unix:{}", sock.display()), 4, nport, &root);
    std::fs::write(d.join("nginx.conf"), conf).unwrap();
    let mut cmd = Command::new(nginx);
    cmd.arg("-c")
        .arg(d.join("nginx.conf"))
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let via = spawn(cmd, nport, d.join("unused"));
    for i in 0..5 {
        let r = get(&via, &format!("/app.php?n={i}"));
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.header("X-Sock"), Some("yes"));
        assert_eq!(r.text(), format!("GET {i}  127.0.0.1"));
    }
    let r = request(
        &via,
        "POST /app.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\np=z",
    );
    assert_eq!(r.text(), "POST  z 127.0.0.1");
    assert_eq!(get(&via, "/nope.php").status, 404);
    drop(via);
    let _ = std::fs::remove_dir_all(&d);
}
