//! The "files" save handler (php's ext/session/mod_files.c): one file
//! "sess_<id>" per session under session.save_path, held under an
//! exclusive flock from read to close so that two requests of one
//! session run one after the other; gc removes files by mtime.
//! Not here: the session life cycle (mod.rs) or user handlers.

use std::cell::RefCell;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::PathBuf;

#[derive(Default)]
struct Files {
    dir: Option<PathBuf>,
    /// The open (and locked) file and its id.
    file: Option<(Vec<u8>, File)>,
}

thread_local! {
    static FILES: RefCell<Files> = RefCell::new(Files::default());
}

pub fn reset() {
    FILES.with(|f| *f.borrow_mut() = Files::default());
}

/// php_session_valid_key for this handler: [A-Za-z0-9,-], 1..=256 bytes.
pub fn valid_key(id: &[u8]) -> bool {
    !id.is_empty()
        && id.len() <= 256
        && id
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b',' || c == b'-')
}

/// The directory of a save_path ("N;MODE;/path" keeps the last part);
/// empty means the system temp dir.
pub fn dir_of(save_path: &[u8]) -> PathBuf {
    let p = match save_path.iter().rposition(|&c| c == b';') {
        Some(i) => &save_path[i + 1..],
        None => save_path,
    };
    if p.is_empty() {
        std::env::temp_dir()
    } else {
        PathBuf::from(String::from_utf8_lossy(p).into_owned())
    }
}

fn path(dir: &std::path::Path, id: &[u8]) -> PathBuf {
    dir.join(format!("sess_{}", String::from_utf8_lossy(id)))
}

pub fn open(save_path: &[u8]) -> bool {
    let dir = dir_of(save_path);
    FILES.with(|f| {
        let mut f = f.borrow_mut();
        f.file = None;
        f.dir = Some(dir);
    });
    true
}

pub fn close() -> bool {
    FILES.with(|f| {
        let mut f = f.borrow_mut();
        if let Some((_, file)) = f.file.take() {
            let _ = file.unlock();
        }
    });
    true
}

fn dir() -> Option<PathBuf> {
    FILES.with(|f| f.borrow().dir.clone())
}

/// Opens (creating) and locks the file of `id`; Err is the message.
fn ensure(id: &[u8]) -> Result<(), String> {
    let Some(dir) = dir() else {
        return Err("not open".into());
    };
    let have = FILES.with(|f| f.borrow().file.as_ref().map(|(i, _)| i.clone()));
    if have.as_deref() == Some(id) {
        return Ok(());
    }
    close();
    let p = path(&dir, id);
    use std::os::unix::fs::OpenOptionsExt;
    let file = OpenOptions::new()
        .mode(0o600)
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&p)
        .map_err(|e| {
            format!(
                "open({}, O_RDWR) failed: {} ({})",
                p.display(),
                strip_os(&e),
                e.raw_os_error().unwrap_or(0)
            )
        })?;
    file.lock().map_err(|e| e.to_string())?;
    FILES.with(|f| f.borrow_mut().file = Some((id.to_vec(), file)));
    Ok(())
}

fn strip_os(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// The data of session `id` (empty for a new one); Err: the warning.
pub fn read(id: &[u8]) -> Result<Vec<u8>, String> {
    ensure(id)?;
    FILES.with(|f| {
        let mut f = f.borrow_mut();
        let (_, file) = f.file.as_mut().expect("opened");
        let mut buf = Vec::new();
        file.seek(SeekFrom::Start(0)).map_err(|e| e.to_string())?;
        file.read_to_end(&mut buf).map_err(|e| e.to_string())?;
        Ok(buf)
    })
}

pub fn write(id: &[u8], data: &[u8]) -> Result<(), String> {
    ensure(id)?;
    FILES.with(|f| {
        let mut f = f.borrow_mut();
        let (_, file) = f.file.as_mut().expect("opened");
        file.set_len(0).map_err(|e| e.to_string())?;
        file.seek(SeekFrom::Start(0)).map_err(|e| e.to_string())?;
        file.write_all(data).map_err(|e| e.to_string())?;
        Ok(())
    })
}

pub fn destroy(id: &[u8]) -> bool {
    let Some(dir) = dir() else {
        return false;
    };
    let p = path(&dir, id);
    let open_id = FILES.with(|f| f.borrow().file.as_ref().map(|(i, _)| i.clone()));
    if open_id.as_deref() == Some(id) {
        close();
    }
    match std::fs::remove_file(&p) {
        Ok(()) => true,
        Err(_) => !p.exists(),
    }
}

/// Whether session `id` has a file (strict mode's check).
pub fn exists(id: &[u8]) -> bool {
    valid_key(id) && dir().is_some_and(|d| path(&d, id).is_file())
}

/// Touches the session file (lazy_write with unchanged data).
pub fn update_timestamp(id: &[u8]) -> bool {
    if ensure(id).is_err() {
        return false;
    }
    FILES.with(|f| {
        let f = f.borrow();
        let (_, file) = f.file.as_ref().expect("opened");
        file.set_modified(std::time::SystemTime::now()).is_ok()
    })
}

/// Removes session files older than `maxlifetime` seconds; how many.
pub fn gc(maxlifetime: i64) -> i64 {
    let Some(dir) = dir() else {
        return 0;
    };
    let Ok(rd) = std::fs::read_dir(&dir) else {
        return 0;
    };
    let now = std::time::SystemTime::now();
    let mut n = 0;
    for e in rd.flatten() {
        let name = e.file_name();
        if !name.as_encoded_bytes().starts_with(b"sess_") {
            continue;
        }
        let Ok(m) = e.metadata().and_then(|m| m.modified()) else {
            continue;
        };
        let age = now
            .duration_since(m)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0);
        if age > maxlifetime && std::fs::remove_file(e.path()).is_ok() {
            n += 1;
        }
    }
    n
}
