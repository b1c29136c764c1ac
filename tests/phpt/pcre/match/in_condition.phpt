--TEST--
preg_match in conditions and loops
--FILE--
<?php
foreach (['a1', 'b', 'c22'] as $s) {
    if (preg_match('/\d+/', $s, $m)) {
        echo "$s: {$m[0]}\n";
    } else {
        echo "$s: none\n";
    }
}
--EXPECT--
a1: 1
b: none
c22: 22
