//! Fuzz target: tusk_http::fastcgi::FcgiConn fed arbitrary bytes, in two
//! pieces, must return events, answers or an FcgiError, never panic; the
//! bytes it uses never exceed the input, and events and answers do not depend
//! on where the input was split (when requests are left unanswered).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tusk_http::fastcgi::{parse_name_values, FcgiConfig, FcgiConn, FcgiEvent};

fn run(data: &[u8], cut: usize, cfg: &FcgiConfig, answer: bool) -> (Vec<FcgiEvent>, Vec<u8>, bool) {
    let mut conn = FcgiConn::new(cfg.clone());
    let mut out = Vec::new();
    let mut events = Vec::new();
    let mut buf = data[..cut].to_vec();
    let mut failed = false;
    for next in [&data[cut..], &[][..]] {
        match conn.feed(&buf, &mut out) {
            Ok(n) => {
                assert!(n <= buf.len());
                buf.drain(..n);
            }
            Err(_) => failed = true,
        }
        while let Some(e) = conn.next_event() {
            if answer {
                // Answer at once, as a server would, so the next request can begin.
                match &e {
                    FcgiEvent::Request(r) => {
                        tusk_http::fastcgi::write_stdout(&mut out, r.id, b"Status: 200\r\n\r\nok");
                        conn.end_request(r.id, 0, &mut out);
                    }
                    FcgiEvent::BodyTooLarge { id, .. } | FcgiEvent::Abort { id } => {
                        conn.end_request(*id, 0, &mut out);
                    }
                    _ => {}
                }
            }
            events.push(e);
        }
        if failed {
            break;
        }
        buf.extend_from_slice(next);
    }
    (events, out, failed)
}

fuzz_target!(|data: &[u8]| {
    let Some((&sel, data)) = data.split_first() else { return };
    let cfg = FcgiConfig {
        buffer_stdin: sel & 1 != 0,
        max_stdin: if sel & 2 != 0 { 10 } else { 1 << 20 },
        max_params_bytes: if sel & 4 != 0 { 64 } else { 1 << 20 },
        ..FcgiConfig::default()
    };
    let cut = (sel as usize * data.len() / 255).min(data.len());
    let whole = run(data, data.len(), &cfg, false);
    let split = run(data, cut, &cfg, false);
    assert_eq!(whole, split);
    let _ = run(data, cut, &cfg, true);
    let _ = parse_name_values(data);
});
