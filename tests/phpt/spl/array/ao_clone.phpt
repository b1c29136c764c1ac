--TEST--
ArrayObject clone
--FILE--
<?php
$a = new ArrayObject([1]);
$b = clone $a;
$b->append(2);
var_dump(count($a), count($b));
?>
--EXPECT--
int(1)
int(2)
