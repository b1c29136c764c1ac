--TEST--
intdiv with numeric strings
--FILE--
<?php
var_dump(intdiv("10", "3"), intdiv(" 10", 3));
try { intdiv("10.5", 3); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(3)
int(3)

Deprecated: Implicit conversion from float-string "10.5" to int loses precision in %s on line 3
