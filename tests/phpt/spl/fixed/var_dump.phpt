--TEST--
SplFixedArray print_r listing
--FILE--
<?php
$f = new SplFixedArray(2);
$f->offsetSet(0, 'x');
print_r($f);
echo "\n";
?>
--EXPECT--
SplFixedArray Object
(
    [0] => x
    [1] => 
)
