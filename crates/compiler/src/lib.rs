//! tusk-compiler (being written).
