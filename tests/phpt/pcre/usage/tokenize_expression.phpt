--TEST--
tokenising an arithmetic expression with offsets
--FILE--
<?php
preg_match_all('/\s*(?:(\d+\.?\d*)|(.))/', '3 + 4.5*(2 - 1)', $m, PREG_SET_ORDER | PREG_OFFSET_CAPTURE);
foreach ($m as $t) {
    $tok = isset($t[2]) ? $t[2] : $t[1];
    echo $tok[1], ':', $tok[0], "\n";
}
--EXPECT--
0:3
2:+
4:4.5
7:*
8:(
9:2
11:-
13:1
14:)
