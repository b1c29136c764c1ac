--TEST--
an array holding a reference to itself
--FILE--
<?php
$a = [1];
$a[] = &$a;
echo serialize($a), "\n";
--EXPECT--
a:2:{i:0;i:1;i:1;a:2:{i:0;i:1;i:1;R:3;}}
