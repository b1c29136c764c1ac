--TEST--
ArrayObject iterator sees later changes
--FILE--
<?php
$a = new ArrayObject([1, 2]);
$it = $a->getIterator();
$a->append(3);
foreach ($it as $v) echo $v, "\n";
?>
--EXPECT--
1
2
3
