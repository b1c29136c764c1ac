--TEST--
sort() on an empty array
--FILE--
<?php
$a = [];
var_dump(sort($a), $a);
--EXPECT--
bool(true)
array(0) {
}
