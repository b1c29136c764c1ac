--TEST--
[] destructuring and swapping
--FILE--
<?php
[$a, $b] = [1, 2];
[$a, $b] = [$b, $a];
var_dump($a, $b);
[[$p, $q], [$r]] = [[1, 2], [3]];
var_dump($p, $q, $r);
--EXPECT--
int(2)
int(1)
int(1)
int(2)
int(3)
