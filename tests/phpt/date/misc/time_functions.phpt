--TEST--
time(), microtime() and hrtime() shapes
--FILE--
<?php
var_dump(time() > 1700000000);
var_dump(is_float(microtime(true)));
var_dump((bool)preg_match('/^0\.\d{8} \d+$/', microtime()));
var_dump(is_array(hrtime()), count(hrtime()), is_int(hrtime(true)));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
int(2)
bool(true)
