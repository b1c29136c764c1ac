//! Content-Type of static files by extension, with the values `php -S`
//! (PHP 8.2's built-in server) sends: text types carry `; charset=UTF-8`,
//! an unknown extension gets no Content-Type at all (None here). The table
//! was taken by serving one file per extension with `php -S` and reading
//! the header with curl.
//!
//! Not here: content sniffing, `.php` (executed, not served).

/// (extension in lower case, Content-Type), sorted by extension.
const TYPES: &[(&[u8], &str)] = &[
    (b"7z", "application/x-7z-compressed"),
    (b"aac", "audio/x-aac"),
    (b"apk", "application/vnd.android.package-archive"),
    (b"appcache", "text/cache-manifest; charset=UTF-8"),
    (b"atom", "application/atom+xml"),
    (b"avi", "video/x-msvideo"),
    (b"avif", "image/avif"),
    (b"bin", "application/octet-stream"),
    (b"bmp", "image/bmp"),
    (b"c", "text/x-c; charset=UTF-8"),
    (b"conf", "text/plain; charset=UTF-8"),
    (b"css", "text/css; charset=UTF-8"),
    (b"csv", "text/csv; charset=UTF-8"),
    (b"dmg", "application/x-apple-diskimage"),
    (b"doc", "application/msword"),
    (
        b"docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ),
    (b"dtd", "application/xml-dtd"),
    (b"eot", "application/vnd.ms-fontobject"),
    (b"epub", "application/epub+zip"),
    (b"exe", "application/x-msdos-program"),
    (b"flac", "audio/x-flac"),
    (b"gif", "image/gif"),
    (b"gz", "application/gzip"),
    (b"h", "text/x-c; charset=UTF-8"),
    (b"heic", "image/heic"),
    (b"heif", "image/heif"),
    (b"htm", "text/html; charset=UTF-8"),
    (b"html", "text/html; charset=UTF-8"),
    (b"ico", "image/vnd.microsoft.icon"),
    (b"ics", "text/calendar; charset=UTF-8"),
    (b"ini", "text/plain; charset=UTF-8"),
    (b"iso", "application/x-iso9660-image"),
    (b"jar", "application/java-archive"),
    (b"java", "text/x-java-source; charset=UTF-8"),
    (b"jp2", "image/jp2"),
    (b"jpeg", "image/jpeg"),
    (b"jpg", "image/jpeg"),
    (b"js", "application/javascript"),
    (b"json", "application/json"),
    (b"jsonld", "application/ld+json"),
    (b"jsx", "text/jsx; charset=UTF-8"),
    (b"less", "text/less; charset=UTF-8"),
    (b"log", "text/plain; charset=UTF-8"),
    (b"m3u8", "application/vnd.apple.mpegurl"),
    (b"m4a", "audio/mp4"),
    (b"manifest", "text/cache-manifest; charset=UTF-8"),
    (b"map", "application/json"),
    (b"md", "text/markdown; charset=UTF-8"),
    (b"mjs", "application/javascript"),
    (b"mkv", "video/x-matroska"),
    (b"mobi", "application/x-mobipocket-ebook"),
    (b"mov", "video/quicktime"),
    (b"mp2", "audio/mpeg"),
    (b"mp3", "audio/mpeg"),
    (b"mp4", "video/mp4"),
    (b"mpeg", "video/mpeg"),
    (b"mpg", "video/mpeg"),
    (b"odt", "application/vnd.oasis.opendocument.text"),
    (b"oga", "audio/ogg"),
    (b"ogg", "audio/ogg"),
    (b"ogv", "video/ogg"),
    (b"opus", "audio/ogg"),
    (b"otf", "font/otf"),
    (b"pdf", "application/pdf"),
    (b"png", "image/png"),
    (b"ppt", "application/vnd.ms-powerpoint"),
    (
        b"pptx",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ),
    (b"rar", "application/vnd.rar"),
    (b"rss", "application/rss+xml"),
    (b"rtf", "application/rtf"),
    (b"sass", "text/x-sass; charset=UTF-8"),
    (b"scss", "text/x-scss; charset=UTF-8"),
    (b"sh", "application/x-sh"),
    (b"svg", "image/svg+xml"),
    (b"svgz", "image/svg+xml"),
    (b"swf", "application/x-shockwave-flash"),
    (b"tar", "application/x-tar"),
    (b"tif", "image/tiff"),
    (b"tiff", "image/tiff"),
    (b"toml", "application/toml"),
    (b"ts", "video/mp2t"),
    (b"ttf", "font/ttf"),
    (b"txt", "text/plain; charset=UTF-8"),
    (b"vcf", "text/x-vcard; charset=UTF-8"),
    (b"wasm", "application/wasm"),
    (b"wav", "audio/wave"),
    (b"weba", "audio/webm"),
    (b"webm", "video/webm"),
    (b"webmanifest", "application/manifest+json"),
    (b"webp", "image/webp"),
    (b"woff", "font/woff"),
    (b"woff2", "font/woff2"),
    (b"xhtml", "application/xhtml+xml"),
    (b"xls", "application/vnd.ms-excel"),
    (
        b"xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ),
    (b"xml", "application/xml"),
    (b"xsd", "application/xml"),
    (b"xsl", "application/xml"),
    (b"yaml", "text/yaml; charset=UTF-8"),
    (b"yml", "text/yaml; charset=UTF-8"),
    (b"zip", "application/zip"),
];

/// The Content-Type for a file extension (without the dot, any case).
pub fn mime_for_ext(ext: &[u8]) -> Option<&'static str> {
    if ext.is_empty() || ext.len() > 16 {
        return None;
    }
    let mut buf = [0u8; 16];
    let lower = &mut buf[..ext.len()];
    lower.copy_from_slice(ext);
    lower.make_ascii_lowercase();
    TYPES
        .binary_search_by(|(e, _)| (*e).cmp(&*lower))
        .ok()
        .map(|i| TYPES[i].1)
}

/// The Content-Type for a path, from the text after the last `.` of its last
/// segment (`a.tar.gz` -> gz; `.css` -> css, as php -S does).
pub fn mime_for_path(path: &[u8]) -> Option<&'static str> {
    let name = match path.iter().rposition(|&b| b == b'/') {
        Some(i) => &path[i + 1..],
        None => path,
    };
    let dot = name.iter().rposition(|&b| b == b'.')?;
    mime_for_ext(&name[dot + 1..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_lowercase() {
        for w in TYPES.windows(2) {
            assert!(w[0].0 < w[1].0, "{:?}", String::from_utf8_lossy(w[1].0));
        }
        for (e, _) in TYPES {
            assert!(e.iter().all(|b| !b.is_ascii_uppercase()));
        }
    }

    #[test]
    fn lookups() {
        assert_eq!(mime_for_ext(b"html"), Some("text/html; charset=UTF-8"));
        assert_eq!(mime_for_ext(b"PNG"), Some("image/png"));
        assert_eq!(mime_for_ext(b"js"), Some("application/javascript"));
        assert_eq!(mime_for_ext(b"unknownext"), None);
        assert_eq!(mime_for_ext(b""), None);
        assert_eq!(mime_for_ext(b"averyveryverylongextension"), None);
        assert_eq!(mime_for_path(b"/a/b.tar.gz"), Some("application/gzip"));
        assert_eq!(
            mime_for_path(b"/dir.d/.css"),
            Some("text/css; charset=UTF-8")
        );
        assert_eq!(mime_for_path(b"/dir.css/file"), None);
        assert_eq!(mime_for_path(b"noext"), None);
        assert_eq!(mime_for_path(b"/x/y.WOFF2"), Some("font/woff2"));
    }
}
