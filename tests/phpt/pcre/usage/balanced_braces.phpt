--TEST--
matching balanced braces with recursion
--FILE--
<?php
preg_match_all('/\{(?:[^{}]++|(?R))*\}/', 'a {b {c} d} e {f}', $m);
print_r($m[0]);
--EXPECT--
Array
(
    [0] => {b {c} d}
    [1] => {f}
)
