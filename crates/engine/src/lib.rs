//! tusk-engine (being written).
