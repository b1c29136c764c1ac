--TEST--
counting words
--FILE--
<?php
preg_match_all('/\b\w+\b/', strtolower('The cat and the hat. The END'), $m);
$c = array_count_values($m[0]);
arsort($c);
print_r(array_slice($c, 0, 3, true));
--EXPECT--
Array
(
    [the] => 3
    [cat] => 1
    [and] => 1
)
