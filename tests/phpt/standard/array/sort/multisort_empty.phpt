--TEST--
array_multisort() on empty arrays
--FILE--
<?php
$a = [];
$b = [];
var_dump(array_multisort($a, $b), $a, $b);
--EXPECT--
bool(true)
array(0) {
}
array(0) {
}
