--TEST--
references inside nested arrays
--FILE--
<?php
$x = [1];
$a = ['p' => &$x, 'q' => [&$x]];
echo serialize($a), "\n";
--EXPECT--
a:2:{s:1:"p";a:1:{i:0;i:1;}s:1:"q";a:1:{i:0;R:2;}}
