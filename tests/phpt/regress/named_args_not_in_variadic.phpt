--TEST--
Named arguments that match declared parameters stay out of the variadic array
--FILE--
<?php
function f($a, $b = 2, ...$rest) { return "$a-$b-" . json_encode($rest); }
echo f(b: 5, a: 1), "\n";
echo f(1, 2, 3, x: 4), "\n";
echo call_user_func_array("f", ["a" => 0, "z" => 9]), "\n";
--EXPECT--
1-5-[]
1-2-{"0":3,"x":4}
0-2-{"z":9}
