--TEST--
count() on ArrayObject
--FILE--
<?php
var_dump(count(new ArrayObject([1, 2, 3])));
?>
--EXPECT--
int(3)
