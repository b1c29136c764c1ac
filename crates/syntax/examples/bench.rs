//! Developer tool: times `tusk_syntax::parse` on files (inline and on a
//! fresh big-stack thread) to weigh the cost of the thread.
//! Usage: cargo run --release -p tusk-syntax --example bench -- FILE...
use std::time::Instant;

fn main() {
    for path in std::env::args().skip(1) {
        let src = std::fs::read(&path).unwrap_or_default();
        let n = 200;
        let t = Instant::now();
        for _ in 0..n {
            let _ = std::hint::black_box(tusk_syntax::parse(&src));
        }
        let inline = t.elapsed() / n;
        let t = Instant::now();
        for _ in 0..n {
            let s = &src;
            let _ = std::thread::scope(|sc| {
                std::thread::Builder::new()
                    .stack_size(256 << 20)
                    .spawn_scoped(sc, move || tusk_syntax::parse(s).is_ok())
                    .map(|h| h.join())
            });
        }
        let threaded = t.elapsed() / n;
        let t = Instant::now();
        for _ in 0..n {
            let _ = std::thread::scope(|sc| {
                std::thread::Builder::new()
                    .stack_size(256 << 20)
                    .spawn_scoped(sc, move || 1)
                    .map(|h| h.join())
            });
        }
        let spawn = t.elapsed() / n;
        println!(
            "{path}: {} bytes, inline {inline:?}, threaded {threaded:?}, bare spawn {spawn:?}",
            src.len()
        );
    }
}
