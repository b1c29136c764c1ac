--TEST--
empty accepts expressions
--FILE--
<?php
function zero() { return 0; }
var_dump(empty(zero()), empty("a" . ""), empty([] + []), empty(1 - 1));
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
