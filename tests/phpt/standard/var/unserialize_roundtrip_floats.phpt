--TEST--
floats round-trip exactly
--FILE--
<?php
foreach ([0.1, 1/3, M_PI, 1e300, 5e-324, -2.5] as $f) var_dump(unserialize(serialize($f)) === $f);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
