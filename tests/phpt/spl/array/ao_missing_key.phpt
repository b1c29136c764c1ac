--TEST--
ArrayObject offsetGet of a missing key
--FILE--
<?php
$a = new ArrayObject([]);
var_dump($a->offsetGet('nope'));
var_dump($a->offsetGet(7));
?>
--EXPECTF--

Warning: Undefined array key "nope" in %s on line 3
NULL

Warning: Undefined array key 7 in %s on line 4
NULL
