--TEST--
arrays with holes
--FILE--
<?php
$a = [1, 2, 3]; unset($a[1]);
echo serialize($a), "\n";
--EXPECT--
a:2:{i:0;i:1;i:2;i:3;}
