--TEST--
spl_classes
--FILE--
<?php
$c = spl_classes();
var_dump(count($c), $c['ArrayObject'], array_key_first($c), array_key_last($c));
?>
--EXPECT--
int(55)
string(11) "ArrayObject"
string(14) "AppendIterator"
string(24) "UnexpectedValueException"
