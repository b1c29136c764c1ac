--TEST--
the base only applies to strings
--FILE--
<?php
var_dump(intval(42, 8), intval(1.9, 16), intval(true, 2), intval(null, 16));
--EXPECT--
int(42)
int(1)
int(1)
int(0)
