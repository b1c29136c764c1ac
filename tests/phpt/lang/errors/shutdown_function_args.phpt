--TEST--
Shutdown functions get their arguments and run in order
--FILE--
<?php
function s1($a, $b) { echo "s1 $a $b\n"; }
function s2() { echo "s2\n"; }
register_shutdown_function('s1', 'x', 'y');
register_shutdown_function('s2');
echo "main end\n";
--EXPECT--
main end
s1 x y
s2
