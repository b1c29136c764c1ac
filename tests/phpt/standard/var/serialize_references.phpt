--TEST--
references become R:
--FILE--
<?php
$x = 1;
$a = [&$x, &$x, $x];
echo serialize($a), "\n";
$b = ['p' => 1];
$b['q'] = &$b['p'];
echo serialize($b), "\n";
--EXPECT--
a:3:{i:0;i:1;i:1;R:2;i:2;i:1;}
a:2:{s:1:"p";i:1;s:1:"q";R:2;}
