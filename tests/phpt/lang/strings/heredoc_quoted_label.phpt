--TEST--
Heredoc with a double-quoted label
--FILE--
<?php
$x = 1;
echo <<<"LBL"
x is $x
LBL;
echo "\n";
--EXPECT--
x is 1
