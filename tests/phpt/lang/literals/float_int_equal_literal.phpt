--TEST--
Float and int literals compare equal
--FILE--
<?php
var_dump(1.0 == 1, 1.0 === 1, 0.1 + 0.7 == 0.8, floor((0.1 + 0.7) * 10));
--EXPECT--
bool(true)
bool(false)
bool(false)
float(7)
