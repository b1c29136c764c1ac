--TEST--
SplFixedArray nested foreach
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 2]);
foreach ($f as $a) foreach ($f as $b) echo "$a$b ";
echo "\n";
?>
--EXPECT--
11 12 21 22
