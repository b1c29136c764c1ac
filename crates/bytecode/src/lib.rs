//! tusk-bytecode (being written).
