--TEST--
Full ternary and nesting with parentheses
--FILE--
<?php
$x = 5;
echo $x > 3 ? "big" : "small", "\n";
echo ($x > 10 ? "huge" : ($x > 3 ? "medium" : "small")), "\n";
echo (true ? "a" : "b") . "c", "\n";
--EXPECT--
big
medium
ac
