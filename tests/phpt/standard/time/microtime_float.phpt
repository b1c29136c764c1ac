--TEST--
microtime(true) returns a float
--FILE--
<?php
var_dump(is_float(microtime(true)));
var_dump(microtime(true) > 1000000000);
--EXPECT--
bool(true)
bool(true)
