//! Developer tool: finds the smallest thread stack that parses a file.
//! Usage: cargo run -p tusk-syntax --example stackprobe -- FILE
fn main() {
    let path = std::env::args().nth(1).unwrap_or_default();
    let src = std::fs::read(path).unwrap_or_default();
    let only: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    for kb in [64usize, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 65536] {
        if only != 0 && kb != only {
            continue;
        }
        let s = src.clone();
        let ok = std::thread::Builder::new()
            .stack_size(kb * 1024)
            .spawn(move || tusk_syntax::parse(&s).is_ok())
            .map(|h| h.join());
        println!("{kb} KiB: {ok:?}");
        if matches!(ok, Ok(Ok(_))) {
            break;
        }
    }
}
