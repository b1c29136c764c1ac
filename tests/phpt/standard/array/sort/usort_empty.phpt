--TEST--
usort() on an empty array does not call back
--FILE--
<?php
$a = [];
var_dump(usort($a, function ($x, $y) { echo "called\n"; return 0; }));
var_dump($a);
--EXPECT--
bool(true)
array(0) {
}
