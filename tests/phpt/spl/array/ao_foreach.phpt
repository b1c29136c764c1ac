--TEST--
foreach over ArrayObject
--FILE--
<?php
$a = new ArrayObject(['a' => 1, 'b' => 2, 3 => 'c']);
foreach ($a as $k => $v) { var_dump($k, $v); }
?>
--EXPECT--
string(1) "a"
int(1)
string(1) "b"
int(2)
int(3)
string(1) "c"
