//! Listening sockets and client streams of either kind: TCP (HTTP or
//! FastCGI; one SO_REUSEPORT socket per worker thread) and unix sockets
//! (FastCGI for a web server on the same host: one socket, bound once and
//! duplicated into every worker thread's event loop, whose accept() calls
//! then share it; the file is made 0666, so that a web server running as
//! another user can connect (the directory is what restricts access; php-fpm's
//! listen.mode default 0660 needs its listen.owner setting), and it is
//! removed at shutdown).
//! Not here: what is read and written on a connection (conn.rs).

use mio::event::Source;
use mio::{Interest, Registry, Token};
use std::io::{self, Read, Write};
use std::net::SocketAddr;
use std::os::fd::{AsRawFd, RawFd};
use std::path::{Path, PathBuf};

/// A bound listener before it joins an event loop.
pub enum StdListener {
    Tcp(std::net::TcpListener),
    Unix(std::os::unix::net::UnixListener),
}

/// Binds a unix socket at `path`: a stale socket file is removed first
/// (a file that is not a socket is left alone: an error), the socket is
/// made 0666.
pub fn bind_unix(path: &Path) -> io::Result<std::os::unix::net::UnixListener> {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    if let Ok(m) = std::fs::symlink_metadata(path) {
        if !m.file_type().is_socket() {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                "the path exists and is not a socket",
            ));
        }
        // In use by a running server? Then it is not stale.
        if std::os::unix::net::UnixStream::connect(path).is_ok() {
            return Err(io::ErrorKind::AddrInUse.into());
        }
        std::fs::remove_file(path)?;
    }
    let l = std::os::unix::net::UnixListener::bind(path)?;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o666))?;
    l.set_nonblocking(true)?;
    Ok(l)
}

/// Removes the socket files of `paths` (at shutdown).
pub fn remove_unix(paths: &[PathBuf]) {
    for p in paths {
        let _ = std::fs::remove_file(p);
    }
}

/// A listener in an event loop.
pub enum Listener {
    Tcp(mio::net::TcpListener),
    Unix(mio::net::UnixListener),
}

impl Listener {
    pub fn from_std(l: StdListener) -> Listener {
        match l {
            StdListener::Tcp(l) => Listener::Tcp(mio::net::TcpListener::from_std(l)),
            StdListener::Unix(l) => Listener::Unix(mio::net::UnixListener::from_std(l)),
        }
    }

    /// The next connection and its peer (0.0.0.0:0 for a unix socket:
    /// FastCGI brings REMOTE_ADDR in its params).
    pub fn accept(&self) -> io::Result<(Stream, SocketAddr)> {
        match self {
            Listener::Tcp(l) => {
                let (s, peer) = l.accept()?;
                let _ = s.set_nodelay(true);
                Ok((Stream::Tcp(s), peer))
            }
            Listener::Unix(l) => {
                let (s, _) = l.accept()?;
                Ok((Stream::Unix(s), SocketAddr::from(([0, 0, 0, 0], 0))))
            }
        }
    }
}

impl Source for Listener {
    fn register(&mut self, r: &Registry, t: Token, i: Interest) -> io::Result<()> {
        match self {
            Listener::Tcp(l) => l.register(r, t, i),
            Listener::Unix(l) => l.register(r, t, i),
        }
    }
    fn reregister(&mut self, r: &Registry, t: Token, i: Interest) -> io::Result<()> {
        match self {
            Listener::Tcp(l) => l.reregister(r, t, i),
            Listener::Unix(l) => l.reregister(r, t, i),
        }
    }
    fn deregister(&mut self, r: &Registry) -> io::Result<()> {
        match self {
            Listener::Tcp(l) => l.deregister(r),
            Listener::Unix(l) => l.deregister(r),
        }
    }
}

/// A client connection's socket.
pub enum Stream {
    Tcp(mio::net::TcpStream),
    Unix(mio::net::UnixStream),
}

impl Stream {
    /// The local address (0.0.0.0:0 for a unix socket).
    pub fn local_addr(&self) -> io::Result<SocketAddr> {
        match self {
            Stream::Tcp(s) => s.local_addr(),
            Stream::Unix(_) => Ok(SocketAddr::from(([0, 0, 0, 0], 0))),
        }
    }

    pub fn shutdown(&self, how: std::net::Shutdown) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.shutdown(how),
            Stream::Unix(s) => s.shutdown(how),
        }
    }
}

impl AsRawFd for Stream {
    fn as_raw_fd(&self) -> RawFd {
        match self {
            Stream::Tcp(s) => s.as_raw_fd(),
            Stream::Unix(s) => s.as_raw_fd(),
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.read(buf),
            Stream::Unix(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.write(buf),
            Stream::Unix(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Source for Stream {
    fn register(&mut self, r: &Registry, t: Token, i: Interest) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.register(r, t, i),
            Stream::Unix(s) => s.register(r, t, i),
        }
    }
    fn reregister(&mut self, r: &Registry, t: Token, i: Interest) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.reregister(r, t, i),
            Stream::Unix(s) => s.reregister(r, t, i),
        }
    }
    fn deregister(&mut self, r: &Registry) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.deregister(r),
            Stream::Unix(s) => s.deregister(r),
        }
    }
}
