--TEST--
array_pop() and array_shift() of an empty array
--FILE--
<?php
$a = [];
var_dump(array_pop($a), array_shift($a));
--EXPECT--
NULL
NULL
