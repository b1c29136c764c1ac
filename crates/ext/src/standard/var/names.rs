//! Shared key names for the decoders (json_decode, unserialize): a small
//! direct-mapped table of the short string keys a document repeats, so
//! that each repetition reuses one string (no allocation, hash cached).
//!
//! Not a general interning table: it forgets on collisions and keeps only
//! strings that stay string keys (not "123").

use tusk_value::PStr;

/// Key names of one document, shared: a list of records repeats the same
/// few names, and a shared name keeps its hash from one insertion to the
/// next (a direct-mapped table of short non-integer names).
pub struct Names {
    slots: Vec<Option<PStr>>,
}

impl Names {
    const SLOTS: usize = 64;

    pub fn new() -> Names {
        Names { slots: Vec::new() }
    }

    /// The name as a string, shared with earlier members of that name;
    /// None for integer-like names (array keys convert them).
    #[inline]
    pub fn get(&mut self, key: &[u8]) -> Option<PStr> {
        let n = key.len();
        if n == 0 || n > 32 {
            return None;
        }
        if self.slots.is_empty() {
            self.slots = vec![None; Self::SLOTS];
        }
        let i = (n * 31 + key[0] as usize * 7 + key[n - 1] as usize) & (Self::SLOTS - 1);
        if let Some(s) = &self.slots[i] {
            if s.as_bytes() == key {
                return Some(s.clone());
            }
        }
        if tusk_value::array::int_key(key).is_some() {
            return None;
        }
        let s = PStr::new(key);
        self.slots[i] = Some(s.clone());
        Some(s)
    }
}
