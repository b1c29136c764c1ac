--TEST--
R: numbers count values, not keys
--FILE--
<?php
$v = 'v';
$a = ['k1' => [1, 2, &$v], 'k2' => &$v, 'k3' => [3, &$v]];
echo serialize($a), "\n";
--EXPECT--
a:3:{s:2:"k1";a:3:{i:0;i:1;i:1;i:2;i:2;s:1:"v";}s:2:"k2";R:5;s:2:"k3";a:2:{i:0;i:3;i:1;R:5;}}
