//! What the `tusk serve` integration tests share: starting the real
//! binary on an ephemeral loopback port with a temporary document root,
//! and a byte-exact HTTP/1.1 client over a plain TCP socket.
//! Not here: the tests (serve.rs, serve_ops.rs).
#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub fn tusk() -> PathBuf {
    std::env::var_os("TUSK_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_tusk")))
}

pub struct Server {
    pub child: Child,
    pub port: u16,
    pub root: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// A loopback port for a test server, never handed out twice.
///
/// A port is free when asked for but released at once. Two tests once got
/// the same one from `bind(0)`: the server binds with SO_REUSEPORT, so both
/// servers started and the kernel spread connections between them (a
/// connection refused or reset when the other test's server stopped).
/// `bind(0)` is unique only within one process, and two test runs on one
/// machine are two processes: ports are therefore counted out from a block
/// of 64 chosen by the process id, below Linux's ephemeral range (32768
/// and up, so no client connection takes one as its source port). A port
/// some other program holds fails the bind and is skipped.
pub fn free_port() -> u16 {
    static NEXT: std::sync::Mutex<u32> = std::sync::Mutex::new(0);
    const LOW: u32 = 12_000;
    const BLOCKS: u32 = (32_000 - LOW) / 64;
    let mut next = NEXT.lock().unwrap_or_else(|e| e.into_inner());
    let first = (std::process::id() % BLOCKS) * 64;
    loop {
        let p = (LOW + (first + *next) % (BLOCKS * 64)) as u16;
        *next += 1;
        if std::net::TcpListener::bind(("127.0.0.1", p)).is_ok() {
            return p;
        }
    }
}

pub fn temp_root(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "tusk-serve-{}-{}-{}",
        tag,
        std::process::id(),
        Instant::now().elapsed().as_nanos() ^ (free_port() as u128)
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A temporary document root holding `files`.
pub fn make_root(tag: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = temp_root(tag);
    for (name, src) in files {
        let p = root.join(name);
        if let Some(dir) = p.parent() {
            std::fs::create_dir_all(dir).unwrap();
        }
        std::fs::write(p, src).unwrap();
    }
    root
}

pub fn start(tag: &str, files: &[(&str, &str)], extra: &[&str]) -> Server {
    let root = make_root(tag, files);
    let port = free_port();
    let mut cmd = Command::new(tusk());
    cmd.arg("serve")
        .arg("--listen")
        .arg(format!("127.0.0.1:{port}"))
        .arg("--root")
        .arg(&root)
        .arg("--workers")
        .arg("2")
        .args(
            extra
                .iter()
                .map(|a| a.replace("{root}", &root.to_string_lossy())),
        )
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    spawn(cmd, port, root)
}

/// Starts `cmd` (a configured `tusk serve`) and waits until `port` accepts.
pub fn spawn(mut cmd: Command, port: u16, root: PathBuf) -> Server {
    let child = cmd.spawn().expect("tusk serve starts");
    let mut s = Server { child, port, root };
    let end = Instant::now() + Duration::from_secs(10);
    while Instant::now() < end {
        // A connection to a port nothing listens on yet can connect to
        // itself when the kernel picks that same port as its source (the
        // ports free_port hands out are in the ephemeral range): that is
        // not the server.
        if let Ok(c) = TcpStream::connect(("127.0.0.1", port)) {
            if c.local_addr().ok() != c.peer_addr().ok() {
                return s;
            }
        }
        if let Ok(Some(st)) = s.child.try_wait() {
            panic!("tusk serve exited: {st}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("tusk serve did not start");
}

/// A parsed response.
#[derive(Debug)]
pub struct Resp {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Resp {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
    pub fn headers_named(&self, name: &str) -> Vec<&str> {
        self.headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
            .collect()
    }
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

pub fn find(h: &[u8], n: &[u8]) -> Option<usize> {
    h.windows(n.len()).position(|w| w == n)
}

/// Reads one response from `buf` (filled from `s` as needed).
pub fn read_resp(s: &mut TcpStream, buf: &mut Vec<u8>, head_req: bool) -> Resp {
    let mut chunk = [0u8; 65536];
    let head_end = loop {
        if let Some(p) = find(buf, b"\r\n\r\n") {
            break p;
        }
        let n = s.read(&mut chunk).expect("read");
        assert!(
            n > 0,
            "connection closed before a response: {:?}",
            String::from_utf8_lossy(buf)
        );
        buf.extend_from_slice(&chunk[..n]);
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.to_string(), v.trim().to_string()))
        .collect();
    buf.drain(..head_end + 4);
    let mut r = Resp {
        status,
        headers,
        body: Vec::new(),
    };
    if head_req || status == 304 || status == 204 {
        return r;
    }
    let mut fill = |buf: &mut Vec<u8>| -> bool {
        let n = s.read(&mut chunk).unwrap_or(0);
        buf.extend_from_slice(&chunk[..n]);
        n > 0
    };
    if let Some(len) = r
        .header("Content-Length")
        .map(|v| v.parse::<usize>().unwrap())
    {
        while buf.len() < len {
            assert!(fill(buf), "short body");
        }
        r.body = buf.drain(..len).collect();
    } else if r
        .header("Transfer-Encoding")
        .is_some_and(|v| v.eq_ignore_ascii_case("chunked"))
    {
        loop {
            let line_end = loop {
                if let Some(p) = find(buf, b"\r\n") {
                    break p;
                }
                assert!(fill(buf), "short chunk");
            };
            let size = usize::from_str_radix(String::from_utf8_lossy(&buf[..line_end]).trim(), 16)
                .unwrap();
            buf.drain(..line_end + 2);
            while buf.len() < size + 2 {
                assert!(fill(buf), "short chunk data");
            }
            r.body.extend(buf.drain(..size));
            buf.drain(..2);
            if size == 0 {
                break;
            }
        }
    } else {
        while fill(buf) {}
        r.body = std::mem::take(buf);
    }
    r
}

pub fn connect(srv: &Server) -> TcpStream {
    let s = TcpStream::connect(("127.0.0.1", srv.port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s
}

pub fn request(srv: &Server, raw: &str) -> Resp {
    request_bytes(srv, raw.as_bytes())
}

pub fn request_bytes(srv: &Server, raw: &[u8]) -> Resp {
    let mut s = connect(srv);
    s.write_all(raw).unwrap();
    let head = raw.starts_with(b"HEAD ");
    read_resp(&mut s, &mut Vec::new(), head)
}

pub fn get(srv: &Server, path: &str) -> Resp {
    request(
        srv,
        &format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
    )
}

/// Debian's nginx binary, or None (with a note naming the skipped test)
/// where it is not installed; .ci/run installs it.
pub fn nginx_or_skip(test: &str) -> Option<&'static str> {
    let found = ["/usr/sbin/nginx", "/usr/bin/nginx"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists());
    if found.is_none() {
        eprintln!("nginx is not installed: {test} skipped");
    }
    found
}

/// An nginx configuration (temp paths under `d`) listening on `nport`,
/// serving `root`, and passing `.php` to the FastCGI `upstream` (an nginx
/// `server` address: `127.0.0.1:PORT` or `unix:/path`) with a keep-alive
/// pool of `keepalive` connections.
pub fn nginx_fastcgi_conf(
    d: &std::path::Path,
    upstream: &str,
    keepalive: u32,
    nport: u16,
    root: &std::path::Path,
) -> String {
    format!(
        "worker_processes 1;\npid {d}/nginx.pid;\nerror_log {d}/error.log;\ndaemon off;\n\
events {{ worker_connections 64; }}\n\
http {{\n access_log off;\n client_body_temp_path {d}/body;\n fastcgi_temp_path {d}/fcgi;\n\
 proxy_temp_path {d}/proxy;\n uwsgi_temp_path {d}/uwsgi;\n scgi_temp_path {d}/scgi;\n\
 upstream tusk {{ server {upstream}; keepalive {keepalive}; }}\n\
 server {{\n  listen 127.0.0.1:{nport};\n  root {root};\n\
  location ~ \\.php$ {{\n   fastcgi_pass tusk;\n   fastcgi_keep_conn on;\n\
   include /etc/nginx/fastcgi_params;\n\
   fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;\n  }}\n }}\n}}\n",
        d = d.display(),
        root = root.display(),
    )
}
