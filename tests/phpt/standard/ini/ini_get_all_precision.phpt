--TEST--
ini_get_all for a single entry of the core section
--FILE--
<?php
$all = ini_get_all(null, false);
var_dump($all['precision']);
var_dump(isset($all['memory_limit']));
--EXPECT--
string(2) "14"
bool(true)
