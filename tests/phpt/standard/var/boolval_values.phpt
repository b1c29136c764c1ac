--TEST--
boolval of values
--FILE--
<?php
var_dump(boolval(0), boolval(0.0), boolval(-0.0), boolval("0"), boolval(""), boolval("0.0"), boolval(" "), boolval([]), boolval([0]), boolval(null), boolval(NAN));
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
