--TEST--
ArrayObject copies the array it is given
--FILE--
<?php
$arr = [1, 2];
$a = new ArrayObject($arr);
$a->append(3);
var_dump(count($arr), count($a));
$copy = $a->getArrayCopy();
$copy[] = 4;
var_dump(count($a));
?>
--EXPECT--
int(2)
int(3)
int(3)
